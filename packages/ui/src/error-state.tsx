import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export interface ErrorStateProps {
  /** Defaults to "An error occurred". */
  title?: string;
  description?: string;
  /** Shows a "Try again" button calling it. */
  onRetry?: () => void;
}

export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="tm-state tm-state--error" role="alert">
      <span className="tm-state__icon" aria-hidden="true">
        <AlertTriangle size={28} />
      </span>
      <p className="tm-state__title">{title ?? t('state.error')}</p>
      {description && <p className="tm-state__text">{description}</p>}
      {onRetry && (
        <Button variant="primary" icon={<RotateCcw size={16} aria-hidden="true" />} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
