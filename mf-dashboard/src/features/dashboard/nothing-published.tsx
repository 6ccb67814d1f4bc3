import { EmptyState } from '@tm/ui/empty-state';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './nothing-published.module.css';

/**
 * A project's dashboard with no list to show: the server answered 404, which it does alike
 * for an unknown key, an archived project and one with nothing published, so the text
 * says only that nothing is published here (never whether the project exists). Not an
 * error: a wall screen set up before the first publication shows it once there is one.
 */
export function NothingPublished({ projectKey, kiosk }: { projectKey: string; kiosk: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className={kiosk ? styles.kiosk : styles.panel} data-testid="nothing-published">
      <EmptyState
        icon={<EyeOff size={28} />}
        title={t('project.nothingTitle')}
        description={t('project.nothingText', { key: projectKey })}
      />
    </section>
  );
}
