import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { TeamMember } from '@tm/domain/user/user.schema';
import { registerAccountSecurityNamespace } from '@tm/i18n/register-account-security';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Dialog } from '@tm/ui/dialog';
import { PasswordField } from '@tm/ui/password-field';
import { Mail, UserCog, UserX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import panel from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';
import styles from './member-access.module.css';

registerAccountSecurityNamespace();

/**
 * A member row's "Sign-in" button and its dialog (issue 21): mail a reset link,
 * set a temporary password they must change at their next sign-in, or deactivate
 * them (after a confirmation). Not offered on the admin's own row.
 */
export function MemberAccess({ member, disabled }: { member: TeamMember; disabled: boolean }) {
  const { t } = useTranslation('accountSecurity');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        icon={<UserCog size={14} aria-hidden="true" />}
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {t('admin.access')}
        <span className="tm-visually-hidden"> {member.name}</span>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin.accessTitle', { name: member.name })}
        description={t('admin.accessDescription')}
      >
        {open && <MemberAccessBody member={member} onDeactivated={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function MemberAccessBody({ member, onDeactivated }: { member: TeamMember; onDeactivated: () => void }) {
  const { t } = useTranslation('accountSecurity');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [flash, showFlash] = useFlash(6000);
  const [temporary, setTemporary] = useState('');
  const [confirming, setConfirming] = useState(false);
  const onError = (err: unknown) => showFlash({ kind: 'error', text: failureText(err, t('admin.failed')) });

  const sendReset = useMutation(
    trpc.accountControl.sendPasswordReset.mutationOptions({
      onSuccess: () => showFlash({ kind: 'success', text: t('admin.resetSent', { email: member.email }) }),
      onError,
    }),
  );
  const setTemporaryPassword = useMutation(
    trpc.accountControl.setTemporaryPassword.mutationOptions({
      onSuccess: () => {
        setTemporary('');
        showFlash({ kind: 'success', text: t('admin.temporaryDone', { name: member.name }) });
      },
      onError,
    }),
  );
  const deactivate = useMutation(
    trpc.accountControl.deactivate.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.accountControl.deactivated.queryKey() });
        onDeactivated();
      },
      onError,
    }),
  );
  const busy = sendReset.isPending || setTemporaryPassword.isPending || deactivate.isPending;

  const submitTemporary = (e: FormEvent) => {
    e.preventDefault();
    if (temporary) setTemporaryPassword.mutate({ id: member.id, password: temporary });
  };

  return (
    <>
      <FlashMessage flash={flash} />
      <section className={panel.section} aria-labelledby="tm-access-reset">
        <h3 id="tm-access-reset" className={panel.sectionTitle}>
          {t('admin.sendReset')}
        </h3>
        <p className={panel.muted}>
          {member.email ? t('admin.sendResetHint', { email: member.email }) : t('admin.noEmail')}
        </p>
        <div className={panel.actions}>
          <Button
            className={styles.wrapButton}
            icon={<Mail size={14} aria-hidden="true" />}
            onClick={() => sendReset.mutate({ id: member.id })}
            disabled={busy || !member.email}
          >
            {t('admin.sendReset')}
          </Button>
        </div>
      </section>
      <form
        className={panel.section}
        onSubmit={submitTemporary}
        aria-labelledby="tm-access-temporary"
        noValidate
      >
        <h3 id="tm-access-temporary" className={panel.sectionTitle}>
          {t('admin.temporary')}
        </h3>
        <p className={panel.muted}>{t('admin.temporaryHint', { name: member.name })}</p>
        <PasswordField
          label={t('admin.temporary')}
          value={temporary}
          onChange={(e) => setTemporary(e.target.value)}
          autoComplete="new-password"
        />
        <div className={panel.actions}>
          <Button type="submit" className={styles.wrapButton} disabled={busy || !temporary}>
            {t('admin.temporarySave')}
          </Button>
        </div>
      </form>
      <section className={panel.section} aria-labelledby="tm-access-deactivate">
        <h3 id="tm-access-deactivate" className={panel.sectionTitle}>
          {t('admin.deactivate')}
        </h3>
        <p className={panel.muted}>{t('admin.deactivateHint')}</p>
        <div className={panel.actions}>
          <Button
            className={styles.wrapButton}
            variant="danger"
            icon={<UserX size={14} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            {t('admin.deactivate')}
          </Button>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.confirmDeactivate', { name: member.name })}
        description={t('admin.deactivateHint')}
        confirmLabel={t('admin.deactivate')}
        danger
        onConfirm={() => {
          setConfirming(false);
          deactivate.mutate({ id: member.id });
        }}
      />
    </>
  );
}
