import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { Webhook } from '@tm/domain/api/webhook.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useTranslation } from 'react-i18next';
import styles from '../api-shared/api-panels.module.css';
import { eventKey } from './webhook-form.tsx';

// The log changes as queued deliveries are attempted: read again while it is shown.
const REFRESH_MS = 3_000;

/** One webhook's delivery log, newest first, each attempt with "Redeliver". */
export function WebhookDeliveries(props: {
  webhook: Webhook;
  busy: boolean;
  onRedeliver: (deliveryId: string) => void;
  onSendTest: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('api');
  const trpc = useTRPC();
  const log = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ id: props.webhook.id }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
  const time = (iso: string) => `${formatShortDate(iso)} ${new Date(iso).toLocaleTimeString()}`;
  return (
    <section aria-labelledby="webhook-deliveries-title">
      <h3 id="webhook-deliveries-title" className={styles.rowTitle}>
        {t('webhooks.deliveriesTitle', { url: props.webhook.url })}
      </h3>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={props.onBack}>
          {t('webhooks.back')}
        </Button>
        <Button onClick={props.onSendTest} disabled={props.busy}>
          {t('webhooks.sendTest')}
        </Button>
      </div>
      {log.isError && <ErrorState title={t('webhooks.loadFailed')} onRetry={() => void log.refetch()} />}
      {log.isPending && <LoadingState />}
      {log.isSuccess && log.data.length === 0 && <p className={styles.empty}>{t('webhooks.noDeliveries')}</p>}
      {log.isSuccess && log.data.length > 0 && (
        <ul className={styles.list} aria-label={t('webhooks.deliveries')}>
          {log.data.map((d) => {
            const ok = d.statusCode !== null && d.statusCode >= 200 && d.statusCode < 300;
            return (
              <li key={d.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>
                    {t(`webhooks.eventNames.${eventKey(d.event)}`)}
                    <Badge tone={ok ? 'success' : 'danger'}>{d.statusCode ?? t('webhooks.noAnswer')}</Badge>
                  </p>
                  <p className={styles.facts}>
                    <span>{time(d.createdAt)}</span>
                    <span>{t('webhooks.attempt', { n: d.attempt })}</span>
                    {d.durationMs !== null && <span>{t('webhooks.duration', { ms: d.durationMs })}</span>}
                  </p>
                </div>
                <Button size="sm" onClick={() => props.onRedeliver(d.id)} disabled={props.busy}>
                  {t('webhooks.redeliver')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
