import '../api-shared/api-i18n.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { AccessToken, CreatedAccessToken, TokenScope } from '@tm/domain/api/access-token.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Dialog } from '@tm/ui/dialog';
import { ErrorState } from '@tm/ui/error-state';
import { Select } from '@tm/ui/select';
import { LoadingState } from '@tm/ui/spinner';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../api-shared/api-panels.module.css';
import { SecretReveal } from '../api-shared/secret-reveal.tsx';
import { failureText } from '../profile/failure-text.ts';

type Expiry = '30' | '90' | '365' | 'never';
type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * The member's personal access tokens: create one (its secret shown once, with
 * a copy button), see each with its dates, revoke after confirmation.
 */
export default function TokensPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('api');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.tokens.list.queryKey() });
  const list = useQuery({ ...trpc.tokens.list.queryOptions(), staleTime: 0 });
  const create = useMutation(trpc.tokens.create.mutationOptions({ onSuccess: refresh }));
  const revoke = useMutation(trpc.tokens.revoke.mutationOptions({ onSuccess: refresh }));
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState<Expiry>('90');
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    create.mutate(
      { name, scope, expiresInDays: expiry === 'never' ? null : (Number(expiry) as 30 | 90 | 365) },
      {
        onSuccess: (token) => {
          setCreated(token);
          setName('');
        },
        onError: (err) => setNotice({ kind: 'error', text: failureText(err, t('tokens.saveError')) }),
      },
    );
  };
  const date = (value: string | null, none: string) => (value ? formatShortDate(value) : none);

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t('tokens.title')}
      description={t('tokens.description')}
    >
      {created ? (
        <SecretReveal
          title={t('tokens.createdTitle')}
          hint={t('tokens.createdHint')}
          label={t('tokens.tokenLabel')}
          value={created.token}
          onDone={() => setCreated(null)}
        />
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <TextField
            label={t('tokens.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            required
          />
          <div className={styles.formRow}>
            <div className="tm-field">
              <label className="tm-field__label" htmlFor="token-scope">
                {t('tokens.scope')}
              </label>
              <Select<TokenScope>
                id="token-scope"
                value={scope}
                onValueChange={setScope}
                options={[
                  { value: 'read', label: t('tokens.scopeRead') },
                  { value: 'read+write', label: t('tokens.scopeReadWrite') },
                ]}
              />
            </div>
            <div className="tm-field">
              <label className="tm-field__label" htmlFor="token-expiry">
                {t('tokens.expiry')}
              </label>
              <Select<Expiry>
                id="token-expiry"
                value={expiry}
                onValueChange={setExpiry}
                options={[
                  { value: '30', label: t('tokens.expiry30') },
                  { value: '90', label: t('tokens.expiry90') },
                  { value: '365', label: t('tokens.expiry365') },
                  { value: 'never', label: t('tokens.expiryNever') },
                ]}
              />
            </div>
          </div>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={create.isPending || !name.trim()}>
              {t('tokens.create')}
            </Button>
          </div>
        </form>
      )}
      <div role="status" aria-live="polite">
        {notice && <p className={notice.kind === 'success' ? styles.success : styles.error}>{notice.text}</p>}
      </div>
      {list.isError && <ErrorState title={t('tokens.loadFailed')} onRetry={() => void list.refetch()} />}
      {list.isPending && <LoadingState />}
      {list.isSuccess && list.data.length === 0 && <p className={styles.empty}>{t('tokens.empty')}</p>}
      {list.isSuccess && list.data.length > 0 && (
        <ul className={styles.list} aria-label={t('tokens.listLabel')}>
          {list.data.map((token) => (
            <li key={token.id} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  {token.name}
                  <Badge tone={token.scope === 'read' ? 'neutral' : 'warning'}>
                    {token.scope === 'read' ? t('tokens.scopeRead') : t('tokens.scopeReadWrite')}
                  </Badge>
                </p>
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('tokens.created')}</dt>
                    <dd>{date(token.createdAt, '')}</dd>
                  </div>
                  <div>
                    <dt>{t('tokens.expires')}</dt>
                    <dd>{date(token.expiresAt, t('tokens.noExpiry'))}</dd>
                  </div>
                  <div>
                    <dt>{t('tokens.lastUsed')}</dt>
                    <dd>{date(token.lastUsedAt, t('tokens.neverUsed'))}</dd>
                  </div>
                </dl>
              </div>
              <Button
                variant="danger"
                size="sm"
                aria-label={`${t('tokens.revoke')}: ${token.name}`}
                onClick={() => setRevoking(token)}
              >
                {t('tokens.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={revoking ? t('tokens.revokeTitle', { name: revoking.name }) : ''}
        description={t('tokens.revokeText')}
        confirmLabel={t('tokens.revoke')}
        onConfirm={() =>
          revoking &&
          revoke.mutate(
            { id: revoking.id },
            {
              onSuccess: () => setNotice({ kind: 'success', text: t('tokens.revoked') }),
              onError: (err) => setNotice({ kind: 'error', text: failureText(err, t('tokens.saveError')) }),
            },
          )
        }
      />
    </Dialog>
  );
}
