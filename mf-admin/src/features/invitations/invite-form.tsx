import '../integrations/integrations-i18n.ts';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { Button } from '@tm/ui/button';
import { TextField } from '@tm/ui/text-field';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../calendar/copy-field.tsx';
import { failureText } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import styles from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';

/**
 * "Invite by e-mail": the server mails a single-use link valid 7 days and answers
 * it once, shown here to copy (for an address whose mail may not arrive).
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();
  const invite = useMutation(
    trpc.invitations.create.mutationOptions({
      onSuccess: ({ invitation, link }) => {
        setEmail('');
        setLink(link);
        showFlash({ kind: 'success', text: t('invitations.sent', { email: invitation.email }) });
        onInvited();
      },
      onError: (err) => showFlash({ kind: 'error', text: failureText(err, t('invitations.failed')) }),
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    showFlash(null);
    setLink(null);
    invite.mutate({ email: email.trim() });
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <h3 className={styles.sectionTitle}>{t('invitations.section')}</h3>
      <p className={styles.muted}>{t('invitations.description')}</p>
      <TextField
        label={t('invitations.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="off"
        maxLength={254}
      />
      <FlashMessage flash={flash} />
      {link && <CopyField label={t('invitations.link')} hint={t('invitations.linkHint')} value={link} />}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          icon={<Mail size={16} aria-hidden="true" />}
          disabled={invite.isPending || !email.trim()}
        >
          {t('invitations.invite')}
        </Button>
      </div>
    </form>
  );
}
