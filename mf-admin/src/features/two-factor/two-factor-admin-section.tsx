import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import type { TeamMember } from '@tm/domain/user/user.schema';
import { registerTwoFactorNamespace } from '@tm/i18n/register-two-factor';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Switch } from '@tm/ui/switch';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import panel from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';
import { useTeam } from '../users/use-team.ts';
import styles from './two-factor-admin.module.css';

registerTwoFactorNamespace();

/**
 * The admin's part of two-factor sign-in, in the users panel: the rule requiring it
 * for every password account, and "Reset 2FA" for each member who has it (a lost phone).
 */
export function TwoFactorAdminSection() {
  const { t } = useTranslation('twoFactor');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const team = useTeam();
  const policy = useQuery(trpc.twoFactor.policy.queryOptions());
  // A member turning a second factor on or off, or another admin's reset, shows at once.
  useSocketEvent('users:updated', () => {
    void queryClient.invalidateQueries({ queryKey: trpc.twoFactor.policy.queryKey() });
  });
  const [toReset, setToReset] = useState<TeamMember | null>(null);
  const [flash, showFlash] = useFlash();
  const onError = (err: unknown) => showFlash({ kind: 'error', text: failureText(err, t('failed')) });
  const setPolicy = useMutation(
    trpc.twoFactor.setPolicy.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.twoFactor.policy.queryKey(), next);
        showFlash({ kind: 'success', text: t('admin.saved') });
      },
      onError,
    }),
  );
  const reset = useMutation(
    trpc.twoFactor.adminReset.mutationOptions({
      onSuccess: (_, { id }) => {
        const name = team.data?.find((m) => m.id === id)?.name ?? '';
        showFlash({ kind: 'success', text: t('admin.resetDone', { name }) });
        void queryClient.invalidateQueries({ queryKey: trpc.twoFactor.policy.queryKey() });
      },
      onError,
    }),
  );
  const enrolled = new Set(policy.data?.enrolledUserIds ?? []);
  const members = (team.data ?? []).filter((m) => enrolled.has(m.id));

  return (
    <section className={panel.section} aria-labelledby="tm-admin-two-factor">
      <h3 id="tm-admin-two-factor" className={panel.sectionTitle}>
        {t('admin.section')}
      </h3>
      <Switch
        checked={policy.data?.required ?? false}
        disabled={!policy.data || setPolicy.isPending}
        onCheckedChange={(required) => setPolicy.mutate({ required })}
        label={t('admin.require')}
      />
      <p className={panel.muted}>{t('admin.requireHint')}</p>
      <FlashMessage flash={flash} />
      {members.length > 0 && (
        <ul className={styles.list} aria-labelledby="tm-admin-two-factor">
          {members.map((member) => (
            <li key={member.id} className={styles.row}>
              <span className={styles.name}>
                {member.avatar} {member.name}
              </span>
              <Button
                size="sm"
                icon={<ShieldOff size={14} aria-hidden="true" />}
                disabled={reset.isPending}
                onClick={() => setToReset(member)}
              >
                {t('admin.reset')}
                <span className="tm-visually-hidden"> {member.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toReset !== null}
        onOpenChange={(open) => !open && setToReset(null)}
        title={t('admin.resetConfirm')}
        description={toReset?.name}
        confirmLabel={t('admin.reset')}
        onConfirm={() => {
          if (toReset) reset.mutate({ id: toReset.id });
          setToReset(null);
        }}
      />
    </section>
  );
}
