import type { AnalyticsOverview } from '@tm/domain/analytics/analytics.schema';
import { Avatar } from '@tm/ui/avatar';
import { useTranslation } from 'react-i18next';
import styles from './analytics.module.css';

/** Per assignee: total, done, active and rate (whole percent), most loaded first. */
export function UserTable({ data }: { data: AnalyticsOverview }) {
  const { t, i18n } = useTranslation('analytics');
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <section className={styles.panel} aria-labelledby="analytics-users-title">
      <h2 id="analytics-users-title" className={styles.panelTitle}>
        {t('users.title')}
      </h2>
      {data.users.length === 0 && data.unassigned.total === 0 ? (
        <p className={styles.muted}>{t('users.empty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        <section className={styles.tableWrap} tabIndex={0} aria-label={t('users.title')}>
          <table className={styles.table} data-testid="analytics-users">
            <thead>
              <tr>
                <th scope="col">{t('users.user')}</th>
                <th scope="col">{t('users.total')}</th>
                <th scope="col">{t('users.done')}</th>
                <th scope="col">{t('users.active')}</th>
                <th scope="col">{t('users.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((row) => (
                <tr key={row.user.id}>
                  <th scope="row">
                    <span className={styles.user}>
                      <Avatar emoji={row.user.avatar} size="sm" />
                      {row.user.name}
                    </span>
                  </th>
                  <td>{n(row.total)}</td>
                  <td>{n(row.done)}</td>
                  <td>{n(row.active)}</td>
                  <td>
                    <span className={styles.rate}>
                      <span className={styles.rateTrack} aria-hidden="true">
                        <span className={styles.rateFill} style={{ width: `${row.completionRate}%` }} />
                      </span>
                      {(row.completionRate / 100).toLocaleString(i18n.language, { style: 'percent' })}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
            {data.unassigned.total > 0 && (
              <tfoot>
                <tr>
                  <th scope="row" className={styles.muted}>
                    {t('users.unassigned')}
                  </th>
                  <td>{n(data.unassigned.total)}</td>
                  <td>{n(data.unassigned.done)}</td>
                  <td>{n(data.unassigned.active)}</td>
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
        </section>
      )}
    </section>
  );
}
