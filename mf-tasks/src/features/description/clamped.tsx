import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './description.module.css';

/**
 * Long content shown a few lines high, with "Show more" / "Show less" when it is
 * taller than that. Measured, not guessed: tables, lists and wrapping decide the
 * height, and the measure follows width changes and late content (the lazy renderer).
 */
export function Clamped({ lines, children }: { lines: number; children: ReactNode }) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content || expanded) return;
    // Only while collapsed: expanded, the box is as tall as its content.
    const measure = () => setOverflows(content.offsetHeight > box.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, [expanded]);

  const clamped = !expanded && overflows;
  return (
    <div className={styles.clampRoot}>
      <div
        ref={outer}
        id={id}
        className={`${styles.clamp} ${expanded ? '' : styles.collapsed} ${clamped ? styles.faded : ''}`}
        style={{ '--clamp-lines': lines } as React.CSSProperties}
      >
        <div ref={inner}>{children}</div>
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('description.showLess') : t('description.showMore')}
        </button>
      )}
    </div>
  );
}
