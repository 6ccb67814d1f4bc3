import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCodeOf } from '@tm/api-client/api-error';
import { errorMessage } from '@tm/api-client/error-message';
import { useTRPC } from '@tm/api-client/trpc';
import type { User } from '@tm/domain/user/user.schema';
import { Button } from '@tm/ui/button';
import { Switch } from '@tm/ui/switch';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConnectionFailure } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import panel from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';
import styles from './notification-settings.module.css';
import { PendingAddress } from './pending-address.tsx';
import { ReminderFields, type ReminderValues, remindersValid } from './reminder-fields.tsx';

// SPEC 9: after a successful save the modal closes after 1 s.
const CLOSE_AFTER_MS = 1000;

export interface NotificationSettingsFormProps {
  initial: User;
  onSaved: () => void;
  onCancel: () => void;
}

export function NotificationSettingsForm({ initial, onSaved, onCancel }: NotificationSettingsFormProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(
    initial.pendingNotificationEmail ?? initial.notificationEmail ?? initial.email ?? '',
  );
  const [flags, setFlags] = useState({
    notifyOnAssign: initial.notifyOnAssign,
    notifyOnComplete: initial.notifyOnComplete,
    notifyOnComment: initial.notifyOnComment,
    notifyOnMention: initial.notifyOnMention,
  });
  const [reminders, setReminders] = useState<ReminderValues>({
    remindDaysBefore: initial.remindDaysBefore,
    remindHour: initial.remindHour,
    timeZone: initial.timeZone,
    overdueDigest: initial.overdueDigest,
  });
  const [flash, showFlash] = useFlash();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const save = useMutation(
    trpc.users.updateSettings.mutationOptions({
      onSuccess: (user) => {
        queryClient.setQueryData(trpc.users.byId.queryKey({ id: user.id }), user);
        // A new address waits for its link: the modal stays open to say so.
        if (
          user.pendingNotificationEmail &&
          user.pendingNotificationEmail !== initial.pendingNotificationEmail
        ) {
          showFlash({
            kind: 'success',
            text: t('notifications.confirmationSent', { email: user.pendingNotificationEmail }),
          });
          return;
        }
        showFlash({ kind: 'success', text: t('notifications.saved') });
        closeTimer.current = setTimeout(onSaved, CLOSE_AFTER_MS);
      },
      onError: (err) => showFlash({ kind: 'error', text: saveFailure(err) }),
    }),
  );

  // Too many confirmation links is worth saying; other refusals keep SPEC's one text.
  const saveFailure = (err: unknown) => {
    if (isConnectionFailure(err)) return t('notifications.connectionError');
    if (errorCodeOf(err) === 'RATE_LIMITED') return errorMessage(err, t('notifications.saveFailed'));
    return t('notifications.saveFailed');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    showFlash(null);
    // The account's own address is the default: sending it back would pin it if the account's e-mail changes.
    const address = email.trim() === (initial.email ?? '') ? '' : email.trim();
    if (!remindersValid(reminders)) return;
    save.mutate({
      id: initial.id,
      email: address,
      ...flags,
      ...reminders,
      timeZone: reminders.timeZone.trim(),
    });
  };
  const toggle = (key: keyof typeof flags) => (checked: boolean) =>
    setFlags((f) => ({ ...f, [key]: checked }));

  return (
    <form className={panel.section} onSubmit={submit} noValidate>
      <TextField
        type="email"
        label={t('notifications.email')}
        hint={t('notifications.emailHint')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
        maxLength={254}
      />
      <PendingAddress user={initial} />
      <fieldset className={styles.toggles}>
        <legend className={styles.legend}>{t('notifications.emailNotifications')}</legend>
        <Switch
          checked={flags.notifyOnAssign}
          onCheckedChange={toggle('notifyOnAssign')}
          label={t('notifications.onAssign')}
        />
        <Switch
          checked={flags.notifyOnComplete}
          onCheckedChange={toggle('notifyOnComplete')}
          label={t('notifications.onComplete')}
        />
        <Switch
          checked={flags.notifyOnComment}
          onCheckedChange={toggle('notifyOnComment')}
          label={t('notifications.onComment')}
        />
        <Switch
          checked={flags.notifyOnMention}
          onCheckedChange={toggle('notifyOnMention')}
          label={t('notifications.onMention')}
        />
      </fieldset>
      <ReminderFields value={reminders} onChange={setReminders} />
      <FlashMessage flash={flash} />
      <div className={panel.actions}>
        <Button onClick={onCancel}>{tc('actions.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={save.isPending || save.isSuccess}>
          {tc('actions.save')}
        </Button>
      </div>
    </form>
  );
}
