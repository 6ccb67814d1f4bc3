import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import { SIGNUP_AVATARS } from '@tm/domain/user/avatars';
import type { User } from '@tm/domain/user/user.schema';
import { Avatar } from '@tm/ui/avatar';
import { AvatarPicker } from '@tm/ui/avatar-picker';
import { Button } from '@tm/ui/button';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './failure-text.ts';
import { FlashMessage } from './flash-message.tsx';
import styles from './panel.module.css';
import { useFlash } from './use-flash.ts';

/** Name and avatar of the signed-in user (SPEC: user management, edit name and avatar). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  const [name, setName] = useState(user.name);
  const [avatar, setAvatar] = useState(user.avatar);
  const [nameError, setNameError] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();
  const save = useMutation(
    trpc.users.updateProfile.mutationOptions({
      onSuccess: async () => {
        showFlash({ kind: 'success', text: t('profile.saved') });
        await Promise.all([
          refresh(),
          queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() }),
        ]);
      },
      onError: (err) => showFlash({ kind: 'error', text: failureText(err, t('profile.saveFailed')) }),
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(t('profile.nameRequired'));
      return;
    }
    setNameError(null);
    showFlash(null);
    save.mutate({ id: user.id, name: name.trim(), avatar });
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <h3 className={styles.sectionTitle}>{t('profile.section')}</h3>
      <div className={styles.identity}>
        <Avatar emoji={avatar} size="lg" />
        <div className={styles.identityText}>
          <strong>{user.name}</strong>
          <span className={styles.muted}>{user.email ?? t('profile.noEmail')}</span>
        </div>
      </div>
      <TextField
        label={t('profile.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
        maxLength={100}
        autoComplete="name"
        required
      />
      <div className="tm-field">
        {/* The group is named by aria-label; this is the same words, for sighted users. */}
        <span className="tm-field__label" aria-hidden="true">
          {t('profile.avatar')}
        </span>
        <AvatarPicker
          label={t('profile.avatar')}
          choices={SIGNUP_AVATARS}
          value={avatar}
          onChange={setAvatar}
        />
      </div>
      <FlashMessage flash={flash} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={save.isPending || !name.trim()}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
