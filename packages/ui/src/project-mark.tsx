import type { LabelColor } from '@tm/domain/label/label-constants';
import type { CSSProperties } from 'react';

// A project's colour (issue 31), from the label palette's tokens (tokens.css
// `--tm-label-*`), so it reads in both themes: a dot beside its name, or its key or a
// task's reference as a chip.

const tones = (color: LabelColor) =>
  ({
    '--tm-project-bg': `var(--tm-label-${color}-bg)`,
    '--tm-project-text': `var(--tm-label-${color}-text)`,
  }) as CSSProperties;

/** The project's colour beside its name; decorative, the name says which it is. */
export function ProjectDot({ color }: { color: LabelColor }) {
  return <span className="tm-project-dot" style={tones(color)} aria-hidden="true" />;
}

/** A project's key or a task's reference (`WEB-42`) in the project's colour. */
export function ProjectRef({ color, text, title }: { color: LabelColor; text: string; title?: string }) {
  return (
    <span className="tm-project-ref" style={tones(color)} title={title}>
      {text}
    </span>
  );
}
