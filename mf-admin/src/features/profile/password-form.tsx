import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_WARNINGS_KEY } from '@tm/api-client/admin-warnings';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import { newPasswordProblem } from '@tm/domain/auth/password-rules';
import type { User } from '@tm/domain/user/user.schema';
import { Button } from '@tm/ui/button';
import { Checkbox } from '@tm/ui/checkbox';
import { PasswordField } from '@tm/ui/password-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './failure-text.ts';
import { FlashMessage } from './flash-message.tsx';
import styles from './panel.module.css';
import { useFlash } from './use-flash.ts';

const EMPTY = { current: '', next: '', confirm: '' };

/**
 * SPEC 5: the confirmation must match, at least 3 characters, and the current
 * password is asked only of a user who has one.
 */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(EMPTY);
  // A password change leaves scripts running unless asked: revoking is the member's choice.
  const [revokeTokens, setRevokeTokens] = useState(false);
  const [flash, showFlash] = useFlash();
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        setFields(EMPTY);
        setRevokeTokens(false);
        showFlash({ kind: 'success', text: t('password.changed') });
        // hasPassword may have just become true: the current-password field appears next time.
        void refresh();
        // The default-admin-password warning may no longer hold.
        void queryClient.invalidateQueries({ queryKey: ADMIN_WARNINGS_KEY });
      },
      onError: (err) => showFlash({ kind: 'error', text: failureText(err, t('password.failed')) }),
    }),
  );
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordProblem(fields.next, fields.confirm);
    if (problem) {
      showFlash({
        kind: 'error',
        text: t(problem === 'PASSWORD_MISMATCH' ? 'password.mismatch' : 'password.tooShort'),
      });
      return;
    }
    showFlash(null);
    change.mutate({
      userId: user.id,
      newPassword: fields.next,
      ...(user.hasPassword ? { currentPassword: fields.current } : {}),
      ...(revokeTokens ? { revokeTokens: true } : {}),
    });
  };

  const incomplete = !fields.next || !fields.confirm || (user.hasPassword && !fields.current);
  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <h3 className={styles.sectionTitle}>{t('password.section')}</h3>
      {!user.hasPassword && <p className={styles.muted}>{t('password.noneYet')}</p>}
      {user.hasPassword && (
        <PasswordField
          label={t('password.current')}
          value={fields.current}
          onChange={set('current')}
          autoComplete="current-password"
        />
      )}
      <PasswordField
        label={t('password.new')}
        value={fields.next}
        onChange={set('next')}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('password.confirm')}
        value={fields.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
      />
      <Checkbox checked={revokeTokens} onCheckedChange={setRevokeTokens} label={t('password.revokeTokens')} />
      <FlashMessage flash={flash} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={change.isPending || incomplete}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
