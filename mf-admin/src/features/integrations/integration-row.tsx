import type { Integration, IntegrationProvider } from '@tm/domain/integration/integration.schema';
import { currentLanguage } from '@tm/i18n/i18n';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { Switch } from '@tm/ui/switch';
import { Pencil, Plug, RefreshCw, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './integrations.module.css';

export interface IntegrationRowProps {
  provider: IntegrationProvider;
  integration: Integration | undefined;
  busy: boolean;
  onConnect: () => void;
  onToggle: (enabled: boolean) => void;
  onSync: () => void;
  onDisconnect: () => void;
}

const formatSync = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** One provider: whether it is connected and enabled, its last sync, and what can be done with it. */
export function IntegrationRow({
  provider,
  integration,
  busy,
  onConnect,
  onToggle,
  onSync,
  onDisconnect,
}: IntegrationRowProps) {
  const { t } = useTranslation('integrations');
  const name = t(`integrations.providers.${provider}`);
  const headingId = `integration-${provider}`;
  // Three rows have the same buttons: screen readers hear which provider each is for.
  const which = <span className="tm-visually-hidden"> ({name})</span>;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <h3 id={headingId} className={styles.provider}>
          {name}
        </h3>
        <div className={styles.badges}>
          {integration?.connected ? (
            <Badge tone="success">{t('integrations.connected')}</Badge>
          ) : (
            <Badge tone={integration ? 'danger' : 'neutral'}>{t('integrations.notConnected')}</Badge>
          )}
          {integration && (
            <Badge tone={integration.enabled ? 'primary' : 'neutral'}>
              {integration.enabled ? t('integrations.enabled') : t('integrations.disabled')}
            </Badge>
          )}
        </div>
        {integration && (
          <dl className={styles.facts}>
            <div>
              <dt>{t('integrations.lastSync')}</dt>
              <dd>{integration.lastSync ? formatSync(integration.lastSync) : t('integrations.never')}</dd>
            </div>
            <div>
              <dt>{t('integrations.apiUrl')}</dt>
              <dd className={styles.url}>{integration.apiUrl}</dd>
            </div>
            <div>
              <dd>{t('integrations.tickets', { count: integration.ticketCount })}</dd>
            </div>
          </dl>
        )}
        {integration?.lastError && (
          <p className={styles.lastError}>
            {t('integrations.lastError', { message: integration.lastError })}
          </p>
        )}
      </div>
      <div className={styles.rowActions}>
        {integration ? (
          <>
            <Switch
              checked={integration.enabled}
              onCheckedChange={onToggle}
              disabled={busy}
              label={
                <>
                  {t('integrations.syncEnabled')}
                  {which}
                </>
              }
            />
            <Button
              size="sm"
              icon={<RefreshCw size={14} aria-hidden="true" />}
              disabled={busy || !integration.enabled}
              onClick={onSync}
            >
              {t('integrations.syncNow')}
              {which}
            </Button>
            <Button
              size="sm"
              icon={<Pencil size={14} aria-hidden="true" />}
              disabled={busy}
              onClick={onConnect}
            >
              {t('integrations.edit')}
              {which}
            </Button>
            <Button
              size="sm"
              variant="danger"
              icon={<Unplug size={14} aria-hidden="true" />}
              disabled={busy}
              onClick={onDisconnect}
            >
              {t('integrations.disconnect')}
              {which}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="primary"
            icon={<Plug size={14} aria-hidden="true" />}
            onClick={onConnect}
          >
            {t('integrations.connect')}
            {which}
          </Button>
        )}
      </div>
    </li>
  );
}
