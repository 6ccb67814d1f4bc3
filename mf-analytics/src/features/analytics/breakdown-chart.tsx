import { useTranslation } from 'react-i18next';
import styles from './analytics.module.css';

export interface BreakdownItem {
  key: string;
  label: string;
  value: number;
  /** A class of analytics.module.css giving the bar its colour. */
  tone: string;
  /** A colour of the data itself (a label's), used instead of the tone. */
  color?: string;
}

/**
 * Horizontal bars as plain SVG. The numbers and labels are real text in a list, so
 * screen readers and copy-paste get them; the bars themselves are decoration.
 */
export function BreakdownChart({ id, title, items }: { id: string; title: string; items: BreakdownItem[] }) {
  const { t, i18n } = useTranslation('analytics');
  const max = Math.max(1, ...items.map((i) => i.value));
  const total = items.reduce((sum, i) => sum + i.value, 0);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {title}
      </h2>
      {total === 0 ? (
        <p className={styles.muted}>{t('breakdown.empty')}</p>
      ) : (
        <ul className={styles.bars}>
          {items.map((item) => (
            <li key={item.key} className={styles.barRow} data-testid={`${id}-${item.key}`}>
              <span className={styles.barLabel}>{item.label}</span>
              <svg
                className={styles.barSvg}
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <rect className={styles.barTrack} x="0" y="0" width="100" height="10" rx="2" />
                <rect
                  className={item.color ? undefined : styles[item.tone]}
                  style={item.color ? { fill: item.color } : undefined}
                  x="0"
                  y="0"
                  width={(item.value / max) * 100}
                  height="10"
                  rx="2"
                />
              </svg>
              <span className={styles.barValue}>{item.value.toLocaleString(i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
