import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@tm/api-client/error-message';
import { useTRPC } from '@tm/api-client/trpc';
import { Button } from '@tm/ui/button';
import { EmptyState } from '@tm/ui/empty-state';
import { Link, useSearchParams } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a notification address's confirmation link leads (signed in: the route
 * sits behind RequireAuth, so a link opened signed out comes back here after
 * sign-in). Confirms once on opening and says what happened.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('shell');
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation(trpc.users.confirmNotificationEmail.mutationOptions());
  // A link works once: React's development double effect must not spend it twice.
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const back = (
    <Button asChild variant="primary">
      <Link to="/app">{t('confirmEmail.toTasks')}</Link>
    </Button>
  );
  if (token && (confirm.isIdle || confirm.isPending))
    return <LoadingState label={t('confirmEmail.checking')} />;
  if (confirm.isSuccess) {
    return (
      <EmptyState
        icon={<MailCheck size={28} />}
        title={t('confirmEmail.confirmedTitle')}
        description={t('confirmEmail.confirmedText', { email: confirm.data.email })}
        action={back}
      />
    );
  }
  return (
    <EmptyState
      icon={<MailX size={28} />}
      title={t('confirmEmail.failedTitle')}
      description={
        token ? errorMessage(confirm.error, t('confirmEmail.failedText')) : t('confirmEmail.failedText')
      }
      action={back}
    />
  );
}
