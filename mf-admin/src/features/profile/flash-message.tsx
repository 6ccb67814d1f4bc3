import styles from './panel.module.css';
import type { Flash } from './use-flash.ts';

/** Where a form's outcome shows; a live region, so screen readers announce it. */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <div role="status" aria-live="polite" className={styles.flashArea}>
      {flash && <p className={flash.kind === 'success' ? styles.success : styles.error}>{flash.text}</p>}
    </div>
  );
}
