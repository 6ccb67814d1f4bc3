import {
  INTEGRATION_PROVIDERS,
  type Integration,
  type IntegrationProvider,
  type IntegrationTestInput,
  SYNC_INTERVAL_DEFAULT,
  SYNC_INTERVAL_MAX,
} from '@tm/domain/integration/integration.schema';
import { Button } from '@tm/ui/button';
import { Select } from '@tm/ui/select';
import { Switch } from '@tm/ui/switch';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, describeTestFailure, isNetworkFailure } from './failure.ts';
import styles from './integrations.module.css';
import { PROVIDER_FIELDS, type ProviderField } from './provider-fields.ts';
import type { IntegrationCalls } from './use-integrations.ts';

export interface IntegrationFormProps {
  provider: IntegrationProvider;
  existing: Integration | undefined;
  /** Providers not configured yet, offered when adding. */
  available: IntegrationProvider[];
  calls: IntegrationCalls;
  onSaved: (provider: IntegrationProvider) => void;
  onCancel: () => void;
}

type Outcome = { kind: 'success' | 'error'; text: string; detail: string | null } | null;

/** Provider, address, key, the provider's fields, interval and enabled flag; test before saving. */
export function IntegrationForm({
  provider: initial,
  existing,
  available,
  calls,
  onSaved,
  onCancel,
}: IntegrationFormProps) {
  const { t } = useTranslation('integrations');
  const [provider, setProvider] = useState<IntegrationProvider>(initial);
  const [apiUrl, setApiUrl] = useState(existing?.apiUrl ?? '');
  const [apiKey, setApiKey] = useState('');
  const [fields, setFields] = useState<Partial<Record<ProviderField, string>>>(() =>
    Object.fromEntries(Object.entries(existing?.config ?? {}).map(([k, v]) => [k, String(v)])),
  );
  const [interval, setSyncInterval] = useState(
    String(existing?.syncIntervalMinutes ?? SYNC_INTERVAL_DEFAULT),
  );
  const [enabled, setEnabled] = useState(existing?.enabled ?? true);
  const [missing, setMissing] = useState<{ apiUrl?: boolean; apiKey?: boolean }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const input = (): IntegrationTestInput => {
    const config: Record<string, string> = { syncIntervalMinutes: interval };
    for (const { key } of PROVIDER_FIELDS[provider]) config[key] = fields[key] ?? '';
    // The server's schema checks each provider's fields; an empty key keeps the saved one.
    return { provider, apiUrl: apiUrl.trim(), apiKey: apiKey.trim(), config } as IntegrationTestInput;
  };
  // SPEC 5: testing and saving need an address and a key (a saved key counts).
  const complete = () => {
    const gaps = { apiUrl: !apiUrl.trim(), apiKey: !apiKey.trim() && !existing };
    setMissing(gaps);
    return !gaps.apiUrl && !gaps.apiKey;
  };
  const failed = (err: unknown, fallback: string) =>
    setOutcome(
      isNetworkFailure(err)
        ? { kind: 'error', text: t('integrations.networkError'), detail: null }
        : { kind: 'error', ...describeFailure(err, fallback) },
    );

  const test = () => {
    setOutcome(null);
    if (!complete()) return;
    calls.test.mutate(input(), {
      onSuccess: (result) => {
        if (result.success) {
          setOutcome({
            kind: 'success',
            text: t('integrations.connectionSuccessful'),
            detail: result.message,
          });
          return;
        }
        const failure = describeTestFailure(result);
        setOutcome({
          kind: 'error',
          text: `${t('integrations.connectionFailed')}: ${failure.text}`,
          detail: failure.detail,
        });
      },
      onError: (err) => failed(err, t('integrations.connectionFailed')),
    });
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    if (!complete()) return;
    calls.configure.mutate(
      { ...input(), enabled },
      { onSuccess: () => onSaved(provider), onError: (err) => failed(err, t('integrations.saveError')) },
    );
  };

  const busy = calls.test.isPending || calls.configure.isPending;
  const keyHint = existing
    ? existing.apiKeyHint
      ? t('integrations.apiKeyKeep', { hint: existing.apiKeyHint })
      : t('integrations.apiKeyKeepNoHint')
    : t(`integrations.keyWhere.${provider}`);
  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <div className="tm-field">
        <label className="tm-field__label" htmlFor="integration-provider">
          {t('integrations.provider')}
        </label>
        <Select
          id="integration-provider"
          value={provider}
          disabled={Boolean(existing)}
          onValueChange={(p) => {
            setProvider(p);
            setOutcome(null);
          }}
          options={INTEGRATION_PROVIDERS.filter((p) => p === provider || available.includes(p)).map((p) => ({
            value: p,
            label: t(`integrations.providers.${p}`),
          }))}
        />
      </div>
      <TextField
        label={t('integrations.apiUrl')}
        hint={t('integrations.apiUrlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        value={apiUrl}
        onChange={(e) => setApiUrl(e.target.value)}
        error={missing.apiUrl ? t('integrations.required') : undefined}
        required
      />
      <TextField
        label={t('integrations.apiKey')}
        hint={keyHint}
        type="password"
        autoComplete="new-password"
        value={apiKey}
        onChange={(e) => setApiKey(e.target.value)}
        error={missing.apiKey ? t('integrations.required') : undefined}
        required={!existing}
      />
      {PROVIDER_FIELDS[provider].map(({ key, type }) => (
        <TextField
          key={`${provider}-${key}`}
          label={t(`integrations.fields.${key}`)}
          hint={t(`integrations.fieldHints.${key}`)}
          type={type}
          inputMode={key === 'defaultTopicId' ? 'numeric' : undefined}
          value={fields[key] ?? ''}
          onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
        />
      ))}
      <TextField
        label={t('integrations.syncInterval')}
        type="number"
        min={1}
        max={SYNC_INTERVAL_MAX}
        value={interval}
        onChange={(e) => setSyncInterval(e.target.value)}
      />
      <Switch checked={enabled} onCheckedChange={setEnabled} label={t('integrations.syncEnabled')} />
      <div role="status" aria-live="polite">
        {outcome && (
          <div className={outcome.kind === 'success' ? styles.success : styles.error}>
            <p>{outcome.text}</p>
            {outcome.detail && <p className={styles.detail}>{outcome.detail}</p>}
          </div>
        )}
      </div>
      <div className={styles.formActions}>
        <Button onClick={onCancel}>{t('integrations.cancel')}</Button>
        <Button onClick={test} disabled={busy}>
          {calls.test.isPending ? t('integrations.testing') : t('integrations.test')}
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          {calls.configure.isPending ? t('integrations.saving') : t('integrations.save')}
        </Button>
      </div>
    </form>
  );
}
