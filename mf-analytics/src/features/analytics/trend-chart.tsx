import type { AnalyticsTrends } from '@tm/domain/analytics/analytics-trends.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { currentLanguage } from '@tm/i18n/i18n';
import { BarChart, LineChart } from 'chartist';
import 'chartist/dist/index.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './trend-chart.module.css';

/** At most this many labels on the time axis; the others are left blank (the table has them all). */
const MAX_LABELS = 8;

function axisLabels(trends: AnalyticsTrends): string[] {
  // Day and month only: the period's year is in the subtitle and the table.
  const dayMonth = new Intl.DateTimeFormat(currentLanguage(), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const every = Math.ceil(trends.series.length / MAX_LABELS);
  return trends.series.map((p, i) =>
    i % every === 0 ? dayMonth.format(new Date(`${p.start}T00:00:00Z`)) : '',
  );
}

/**
 * Created vs completed (bars) and overdue (a line) over the period, drawn as SVG by
 * Chartist and coloured from the theme's tokens (trend-chart.module.css). The SVG is
 * decoration for sighted readers: the same figures are a real table right under it.
 */
export function TrendCharts({ trends }: { trends: AnalyticsTrends }) {
  const { t, i18n } = useTranslation('analytics');
  const flowRef = useRef<HTMLDivElement>(null);
  const overdueRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!flowRef.current || !overdueRef.current) return;
    const labels = axisLabels(trends);
    const axisY = { onlyInteger: true, offset: 36 };
    const flow = new BarChart(
      flowRef.current,
      { labels, series: [trends.series.map((p) => p.created), trends.series.map((p) => p.completed)] },
      {
        height: '220px',
        seriesBarDistance: trends.series.length > 20 ? 4 : 10,
        axisY,
        axisX: { showGrid: false },
      },
    );
    const overdue = new LineChart(
      overdueRef.current,
      { labels, series: [trends.series.map((p) => p.overdue)] },
      { height: '180px', low: 0, showArea: true, fullWidth: true, axisY, chartPadding: { right: 24 } },
    );
    return () => {
      flow.detach();
      overdue.detach();
    };
  }, [trends]);

  const n = (v: number) => v.toLocaleString(i18n.language);
  const bucket = trends.bucket === 'day' ? t('trends.perDay') : t('trends.perWeek');
  return (
    <section className={styles.panel} aria-labelledby="trends-title" data-testid="analytics-trends">
      <h2 id="trends-title" className={styles.title}>
        {t('trends.title')} <span className={styles.bucket}>({bucket})</span>
      </h2>
      <div className={styles.charts}>
        <figure className={styles.figure}>
          <figcaption className={styles.caption}>
            <span className={styles.key}>
              <span className={styles.swatchCreated} aria-hidden="true" />
              {t('trends.created')}
            </span>
            <span className={styles.key}>
              <span className={styles.swatchCompleted} aria-hidden="true" />
              {t('trends.completed')}
            </span>
          </figcaption>
          <div
            ref={flowRef}
            className={styles.chart}
            data-dense={trends.series.length > 20}
            aria-hidden="true"
            data-testid="chart-flow"
          />
        </figure>
        <figure className={styles.figure}>
          <figcaption className={styles.caption}>
            <span className={styles.key}>
              <span className={styles.swatchOverdue} aria-hidden="true" />
              {t('trends.overdue')}
            </span>
          </figcaption>
          <div
            ref={overdueRef}
            className={`${styles.chart} ${styles.overdueChart}`}
            aria-hidden="true"
            data-testid="chart-overdue"
          />
        </figure>
      </div>
      <details className={styles.tableBox}>
        <summary>{t('trends.asTable')}</summary>
        <table className={styles.table} data-testid="trends-table">
          <caption className="tm-visually-hidden">{t('trends.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{trends.bucket === 'day' ? t('trends.day') : t('trends.weekOf')}</th>
              <th scope="col">{t('trends.created')}</th>
              <th scope="col">{t('trends.completed')}</th>
              <th scope="col">{t('trends.overdue')}</th>
            </tr>
          </thead>
          <tbody>
            {trends.series.map((p) => (
              <tr key={p.start}>
                <th scope="row">{formatShortDate(p.start, currentLanguage())}</th>
                <td>{n(p.created)}</td>
                <td>{n(p.completed)}</td>
                <td>{n(p.overdue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
