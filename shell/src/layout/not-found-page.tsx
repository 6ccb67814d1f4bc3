import { Button } from '@tm/ui/button';
import { EmptyState } from '@tm/ui/empty-state';
import { Link } from '@tm/ui/router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <EmptyState
      title={t('notFound.title')}
      action={
        <Button asChild variant="primary">
          <Link to="/dashboard">{t('notFound.back')}</Link>
        </Button>
      }
    />
  );
}
