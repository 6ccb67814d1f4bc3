import { useTranslation } from 'react-i18next';
import styles from './calendar.module.css';

const APPS = ['google', 'apple', 'outlook'] as const;

/** How to subscribe in Google, Apple and Outlook calendars. */
export function CalendarInstructions() {
  const { t } = useTranslation('integrations');
  return (
    <section className={styles.instructions} aria-labelledby="calendar-how-to">
      <h3 id="calendar-how-to" className={styles.heading}>
        {t('calendar.howTo')}
      </h3>
      <dl className={styles.apps}>
        {APPS.map((app) => (
          <div key={app} className={styles.app}>
            <dt className={styles.appName}>{t(`calendar.${app}.title`)}</dt>
            <dd className={styles.appSteps}>{t(`calendar.${app}.steps`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
