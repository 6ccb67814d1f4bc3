import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { SessionInfo } from '@tm/domain/auth/session.schema';
import { registerAccountSecurityNamespace } from '@tm/i18n/register-account-security';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { LogOut, Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import panel from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';
import { formatSessionTime } from './session-dates.ts';
import styles from './sessions.module.css';

registerAccountSecurityNamespace();

/**
 * The profile's list of my signed-in browsers (issue 21): this one marked, any
 * other signed out on its own or all together. Signing one out ends its sockets
 * at once on every instance (the server's side).
 */
export function SessionsSection() {
  const { t } = useTranslation('accountSecurity');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.sessions.list.queryOptions());
  const [flash, showFlash] = useFlash();
  const reload = () => void queryClient.invalidateQueries({ queryKey: trpc.sessions.list.queryKey() });
  const onError = (err: unknown) =>
    showFlash({ kind: 'error', text: failureText(err, t('sessions.failed')) });
  const revoke = useMutation(
    trpc.sessions.revoke.mutationOptions({
      onSuccess: () => {
        showFlash({ kind: 'success', text: t('sessions.signedOut') });
        reload();
      },
      onError,
    }),
  );
  const revokeOthers = useMutation(
    trpc.sessions.revokeOthers.mutationOptions({
      onSuccess: () => {
        showFlash({ kind: 'success', text: t('sessions.othersSignedOut') });
        reload();
      },
      onError,
    }),
  );
  const busy = revoke.isPending || revokeOthers.isPending;
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <section className={panel.section} aria-labelledby="tm-profile-sessions">
      <h3 id="tm-profile-sessions" className={panel.sectionTitle}>
        {t('sessions.title')}
      </h3>
      <p className={panel.muted}>{t('sessions.hint')}</p>
      <FlashMessage flash={flash} />
      {sessions.isPending && <LoadingState />}
      {sessions.isError && (
        <ErrorState title={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.data && (
        <ul className={styles.list} aria-labelledby="tm-profile-sessions">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy}
              onSignOut={() => revoke.mutate({ id: session.id })}
            />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div className={panel.actions}>
          <Button
            className={styles.wrapButton}
            icon={<LogOut size={14} aria-hidden="true" />}
            onClick={() => revokeOthers.mutate()}
            disabled={busy}
          >
            {t('sessions.signOutOthers')}
          </Button>
        </div>
      )}
    </section>
  );
}

function SessionRow({
  session,
  busy,
  onSignOut,
}: {
  session: SessionInfo;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('accountSecurity');
  const what = t('sessions.on', {
    browser: session.browser ?? t('sessions.unknownBrowser'),
    os: session.os ?? t('sessions.unknownSystem'),
  });
  return (
    <li className={styles.row}>
      <Monitor size={18} aria-hidden="true" className={styles.icon} />
      <div className={styles.what}>
        <span className={styles.name}>
          {what} {session.current && <Badge tone="success">{t('sessions.current')}</Badge>}
        </span>
        <span className={panel.muted}>
          {t('sessions.details', {
            ip: session.ip ?? '—',
            created: formatSessionTime(session.createdAt),
            lastSeen: formatSessionTime(session.lastSeenAt),
          })}
        </span>
      </div>
      {!session.current && (
        <Button size="sm" onClick={onSignOut} disabled={busy}>
          {t('sessions.signOut')}
          <span className="tm-visually-hidden"> {what}</span>
        </Button>
      )}
    </li>
  );
}
