import './integrations-i18n.ts';
import {
  INTEGRATION_PROVIDERS,
  type IntegrationConfigureInput,
  type IntegrationProvider,
} from '@tm/domain/integration/integration.schema';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Dialog } from '@tm/ui/dialog';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, isNetworkFailure } from './failure.ts';
import { IntegrationForm } from './integration-form.tsx';
import { IntegrationRow } from './integration-row.tsx';
import styles from './integrations.module.css';
import { useIntegrations } from './use-integrations.ts';

type Notice = { kind: 'success' | 'error'; text: string; detail?: string | null } | null;

/**
 * The integrations modal: Zammad, osTicket and Freshdesk, each connected or
 * not, enabled or not, with its last sync; a form to connect or edit one
 * (with a connection test), and disconnecting after confirmation.
 */
export default function IntegrationsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('integrations');
  const calls = useIntegrations();
  const [editing, setEditing] = useState<IntegrationProvider | null>(null);
  const [disconnecting, setDisconnecting] = useState<IntegrationProvider | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const integrations = calls.list.data ?? [];
  const byProvider = (p: IntegrationProvider) => integrations.find((i) => i.provider === p);
  const providerName = (p: IntegrationProvider) => t(`integrations.providers.${p}`);

  const failed = (fallback: string) => (err: unknown) =>
    setNotice(
      isNetworkFailure(err)
        ? { kind: 'error', text: t('integrations.networkError') }
        : { kind: 'error', ...describeFailure(err, fallback) },
    );
  const act = (work: () => void) => {
    setNotice(null);
    work();
  };

  const toggle = (provider: IntegrationProvider, enabled: boolean) =>
    act(() => {
      const current = byProvider(provider);
      if (!current) return;
      calls.configure.mutate(
        // The saved key and settings stay; only the flag changes.
        { provider, apiUrl: current.apiUrl, config: current.config, enabled } as IntegrationConfigureInput,
        {
          onError: failed(t('integrations.saveError')),
        },
      );
    });
  const sync = (provider: IntegrationProvider) =>
    act(() =>
      calls.sync.mutate(
        { provider },
        {
          onSuccess: (i) =>
            setNotice(
              i.lastError
                ? { kind: 'error', text: t('integrations.lastError', { message: i.lastError }) }
                : { kind: 'success', text: t('integrations.synced') },
            ),
          onError: failed(t('integrations.genericError')),
        },
      ),
    );
  const disconnect = (provider: IntegrationProvider) =>
    act(() =>
      calls.remove.mutate(
        { provider },
        {
          onSuccess: () =>
            setNotice({
              kind: 'success',
              text: t('integrations.disconnected', { provider: providerName(provider) }),
            }),
          onError: failed(t('integrations.genericError')),
        },
      ),
    );

  const busy = calls.configure.isPending || calls.sync.isPending || calls.remove.isPending;
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={
        editing ? t('integrations.editing', { provider: providerName(editing) }) : t('integrations.title')
      }
      description={t('integrations.description')}
    >
      {calls.list.isError && (
        <ErrorState title={t('integrations.loadFailed')} onRetry={() => void calls.list.refetch()} />
      )}
      {calls.list.isPending && <LoadingState />}
      {calls.list.isSuccess && editing && (
        <IntegrationForm
          key={editing}
          provider={editing}
          existing={byProvider(editing)}
          available={INTEGRATION_PROVIDERS.filter((p) => !byProvider(p))}
          calls={calls}
          onSaved={() => {
            setEditing(null);
            setNotice({ kind: 'success', text: t('integrations.saved') });
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {calls.list.isSuccess && !editing && (
        <>
          <div role="status" aria-live="polite">
            {notice && (
              <div className={notice.kind === 'success' ? styles.success : styles.error}>
                <p>{notice.text}</p>
                {notice.detail && <p className={styles.detail}>{notice.detail}</p>}
              </div>
            )}
          </div>
          <ul className={styles.list}>
            {INTEGRATION_PROVIDERS.map((provider) => (
              <IntegrationRow
                key={provider}
                provider={provider}
                integration={byProvider(provider)}
                busy={busy}
                onConnect={() => {
                  setNotice(null);
                  setEditing(provider);
                }}
                onToggle={(enabled) => toggle(provider, enabled)}
                onSync={() => sync(provider)}
                onDisconnect={() => setDisconnecting(provider)}
              />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={disconnecting !== null}
        onOpenChange={(open) => !open && setDisconnecting(null)}
        title={
          disconnecting ? t('integrations.disconnectTitle', { provider: providerName(disconnecting) }) : ''
        }
        description={t('integrations.disconnectText')}
        confirmLabel={t('integrations.disconnect')}
        onConfirm={() => disconnecting && disconnect(disconnecting)}
      />
    </Dialog>
  );
}
