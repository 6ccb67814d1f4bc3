import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they threw; `reset` renders them again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a remote's failure (load or render) inside its own area of the page. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed', error);
  }

  reset = (): void => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
