import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { User } from '@tm/domain/user/user.schema';
import { Button } from '@tm/ui/button';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../profile/failure-text.ts';
import styles from './notification-settings.module.css';

/**
 * A notification address waiting for its confirmation link: says where mail goes
 * meanwhile and offers a new link (the server limits how many).
 */
export function PendingAddress({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const resend = useMutation(
    trpc.users.resendNotificationEmailConfirmation.mutationOptions({
      onSuccess: (updated) => queryClient.setQueryData(trpc.users.byId.queryKey({ id: updated.id }), updated),
    }),
  );
  if (!user.pendingNotificationEmail) return null;
  const current = user.notificationEmail ?? user.email;
  return (
    <div className={styles.pending}>
      <p className={styles.pendingTitle}>
        <MailWarning size={16} aria-hidden="true" />
        {t('notifications.pending', { email: user.pendingNotificationEmail })}
      </p>
      <p>{current ? t('notifications.pendingHint', { current }) : t('notifications.pendingHintNoMail')}</p>
      <div role="status" aria-live="polite">
        {resend.isSuccess && <p>{t('notifications.resent')}</p>}
        {resend.isError && <p>{failureText(resend.error, t('notifications.connectionError'))}</p>}
      </div>
      <div>
        <Button size="sm" onClick={() => resend.mutate({ id: user.id })} disabled={resend.isPending}>
          {t('notifications.resend')}
        </Button>
      </div>
    </div>
  );
}
