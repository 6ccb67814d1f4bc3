import '../api-shared/api-i18n.ts';
import type { CreatedWebhook, Webhook } from '@tm/domain/api/webhook.schema';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Dialog } from '@tm/ui/dialog';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../api-shared/api-panels.module.css';
import { SecretReveal } from '../api-shared/secret-reveal.tsx';
import { failureText } from '../profile/failure-text.ts';
import { useWebhooks } from './use-webhooks.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { eventKey, WebhookForm } from './webhook-form.tsx';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * The team's webhooks (admins): add one (its signing secret shown once), pause
 * or resume, delete after confirmation, and each one's deliveries with
 * "Redeliver" and "Send test event".
 */
export default function WebhooksPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('api');
  const calls = useWebhooks();
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const failed = (err: unknown) =>
    setNotice({ kind: 'error', text: failureText(err, t('webhooks.saveError')) });
  const done = (text: string) => () => setNotice({ kind: 'success', text });
  const busy = calls.update.isPending || calls.remove.isPending;
  const hooks = calls.list.data ?? [];
  const shown = hooks.find((h) => h.id === viewing);

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t('webhooks.title')}
      description={t('webhooks.description')}
    >
      <div role="status" aria-live="polite">
        {notice && <p className={notice.kind === 'success' ? styles.success : styles.error}>{notice.text}</p>}
      </div>
      {calls.list.isError && (
        <ErrorState title={t('webhooks.loadFailed')} onRetry={() => void calls.list.refetch()} />
      )}
      {calls.list.isPending && <LoadingState />}
      {shown ? (
        <WebhookDeliveries
          webhook={shown}
          busy={calls.test.isPending || calls.redeliver.isPending}
          onBack={() => setViewing(null)}
          onSendTest={() =>
            calls.test.mutate({ id: shown.id }, { onSuccess: done(t('webhooks.testSent')), onError: failed })
          }
          onRedeliver={(deliveryId) =>
            calls.redeliver.mutate(
              { id: shown.id, deliveryId },
              { onSuccess: done(t('webhooks.redelivered')), onError: failed },
            )
          }
        />
      ) : (
        <>
          {created ? (
            <SecretReveal
              title={t('webhooks.createdTitle')}
              hint={t('webhooks.createdHint')}
              label={t('webhooks.secretLabel')}
              value={created.secret}
              onDone={() => setCreated(null)}
            />
          ) : (
            <WebhookForm
              busy={calls.create.isPending}
              onSubmit={(draft) => {
                setNotice(null);
                calls.create.mutate(draft, { onSuccess: setCreated, onError: failed });
              }}
            />
          )}
          {calls.list.isSuccess && hooks.length === 0 && (
            <p className={styles.empty}>{t('webhooks.empty')}</p>
          )}
          {hooks.length > 0 && (
            <ul className={styles.list} aria-label={t('webhooks.listLabel')}>
              {hooks.map((hook) => (
                <li key={hook.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>
                      {hook.url}
                      <Badge tone={hook.active ? 'success' : 'warning'}>
                        {hook.active ? t('webhooks.active') : t('webhooks.paused')}
                      </Badge>
                      {hook.format === 'chat' && <Badge tone="info">{t('webhooks.formatChat')}</Badge>}
                    </p>
                    <p className={styles.facts}>
                      {hook.events.map((e) => t(`webhooks.eventNames.${eventKey(e)}`)).join(' · ')}
                    </p>
                  </div>
                  <div className={styles.rowActions}>
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`${hook.active ? t('webhooks.pause') : t('webhooks.resume')}: ${hook.url}`}
                      onClick={() =>
                        calls.update.mutate({ id: hook.id, active: !hook.active }, { onError: failed })
                      }
                    >
                      {hook.active ? t('webhooks.pause') : t('webhooks.resume')}
                    </Button>
                    <Button
                      size="sm"
                      aria-label={`${t('webhooks.deliveries')}: ${hook.url}`}
                      onClick={() => {
                        setNotice(null);
                        setViewing(hook.id);
                      }}
                    >
                      {t('webhooks.deliveries')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`${t('webhooks.delete')}: ${hook.url}`}
                      onClick={() => setDeleting(hook)}
                    >
                      {t('webhooks.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t('webhooks.deleteTitle', { url: deleting.url }) : ''}
        description={t('webhooks.deleteText')}
        confirmLabel={t('webhooks.delete')}
        onConfirm={() =>
          deleting &&
          calls.remove.mutate(
            { id: deleting.id },
            { onSuccess: done(t('webhooks.deleted')), onError: failed },
          )
        }
      />
    </Dialog>
  );
}
