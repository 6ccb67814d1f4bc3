import './audit-i18n.ts';
import type { AuditEntry } from '@tm/domain/audit/audit.schema';
import { Button } from '@tm/ui/button';
import { Dialog } from '@tm/ui/dialog';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './audit.module.css';
import { AuditFilterBar } from './audit-filters.tsx';
import { type AuditFilters, csvHref, NO_FILTERS, useAudit } from './use-audit.ts';

/**
 * The audit log (admins): who did what, when, from which address; filtered by
 * person, kind and period, newest first, 50 at a time; the same filters download
 * as CSV. Entries are kept AUDIT_RETENTION_DAYS (365 by default).
 */
export default function AuditPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('audit');
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const { pages, team } = useAudit(filters);
  const entries = pages.data?.pages.flatMap((p) => p.entries) ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t('title')}
      description={t('description')}
    >
      <AuditFilterBar value={filters} team={team.data ?? []} onChange={setFilters} />
      <div className={styles.toolbar}>
        <p className={styles.count} role="status" aria-live="polite">
          {pages.isSuccess && t('shown', { count: entries.length })}
        </p>
        <a className={styles.export} href={csvHref(filters)} download>
          <Download size={14} aria-hidden="true" /> {t('exportCsv')}
        </a>
      </div>
      {pages.isError && <ErrorState title={t('loadFailed')} onRetry={() => void pages.refetch()} />}
      {pages.isPending && <LoadingState />}
      {pages.isSuccess && entries.length === 0 && <p className={styles.muted}>{t('empty')}</p>}
      {entries.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
        <section className={styles.scroller} tabIndex={0} aria-label={t('tableLabel')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('columns.at')}</th>
                <th scope="col">{t('columns.actor')}</th>
                <th scope="col">{t('columns.kind')}</th>
                <th scope="col">{t('columns.target')}</th>
                <th scope="col">{t('columns.ip')}</th>
                <th scope="col">{t('columns.details')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td className={styles.nowrap}>
                    <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
                  </td>
                  <td>{e.actorName || <span className={styles.muted}>{t('system')}</span>}</td>
                  <td>{t(`kinds.${e.kind}` as 'kinds.auth.login')}</td>
                  <td>{targetText(e)}</td>
                  <td className={styles.nowrap}>{e.ip}</td>
                  <td className={styles.details}>{detailsText(e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {pages.hasNextPage && (
        <div className={styles.more}>
          <Button disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {t('more')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

/** What the entry is about: a name or title it carries, else the kind of thing and its id's start. */
function targetText(e: AuditEntry): string {
  const label = e.details.name ?? e.details.title ?? e.details.email ?? e.details.provider;
  if (typeof label === 'string') return label;
  return e.targetType && e.targetId ? `${e.targetType} ${e.targetId.slice(0, 8)}` : '';
}

/** The facts as `key: value`, values as the server wrote them (data, not text of this app). */
function detailsText(e: AuditEntry): string {
  return Object.entries(e.details)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');
}
