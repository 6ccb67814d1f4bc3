import { useTranslation } from 'react-i18next';

export interface SpinnerProps {
  /** Announced to screen readers; defaults to "Loading…". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span className={`tm-spinner tm-spinner--${size}`} role="status">
      <span className="tm-spinner__ring" aria-hidden="true" />
      <span className="tm-visually-hidden">{label ?? t('state.loading')}</span>
    </span>
  );
}

/** A centred spinner with its label shown, for a whole screen or panel that is loading. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="tm-state tm-state--loading" role="status" aria-live="polite">
      <span className="tm-spinner tm-spinner--lg" aria-hidden="true">
        <span className="tm-spinner__ring" />
      </span>
      <p className="tm-state__text">{label ?? t('state.loading')}</p>
    </div>
  );
}
