import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';
import type { DashboardFigures } from './dashboard-figures.ts';

/** Global progress ('done/total' and 'N tâches terminées sur M') and the three status counters. */
export function ProgressPanel({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation('dashboard');
  const { done, total } = figures;
  const percent = total === 0 ? 0 : (done / total) * 100;
  return (
    <section className={styles.panel} aria-labelledby="dashboard-progress-title">
      <div className={styles.progressHead}>
        <h2 id="dashboard-progress-title" className={styles.panelTitle}>
          {t('progress.label')}
        </h2>
        <span className={styles.ratio} data-testid="progress-ratio">
          {t('progress.ratio', { done, total })}
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby="dashboard-progress-title"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('progress.summary', { count: done, total })}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.summary}>{t('progress.summary', { count: done, total })}</p>
      <ul className={styles.counters} aria-label={t('counters.label')}>
        <li className={styles.counter} data-testid="counter-todo">
          <span className={styles.counterValue}>{figures.todo}</span>
          <span className={styles.counterLabel}>{t('counters.todo')}</span>
        </li>
        <li className={`${styles.counter} ${styles.counterDoing}`} data-testid="counter-doing">
          <span className={styles.counterValue}>{figures.doing}</span>
          <span className={styles.counterLabel}>{t('counters.doing')}</span>
        </li>
        <li className={`${styles.counter} ${styles.counterDone}`} data-testid="counter-done">
          <span className={styles.counterValue}>{figures.done}</span>
          <span className={styles.counterLabel}>{t('counters.done')}</span>
        </li>
      </ul>
    </section>
  );
}
