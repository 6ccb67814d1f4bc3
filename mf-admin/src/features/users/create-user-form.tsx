import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { CreatedUser } from '@tm/domain/auth/password-link.schema';
import { ADMIN_AVATARS, DEFAULT_AVATAR } from '@tm/domain/user/avatars';
import { AvatarPicker } from '@tm/ui/avatar-picker';
import { Button } from '@tm/ui/button';
import { Checkbox } from '@tm/ui/checkbox';
import { TextField } from '@tm/ui/text-field';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../profile/failure-text.ts';
import { FlashMessage } from '../profile/flash-message.tsx';
import styles from '../profile/panel.module.css';
import { useFlash } from '../profile/use-flash.ts';

/**
 * SPEC: admins create users from a name (trimmed, required), one of 16 avatars and the admin flag.
 * The new account has no password: `onCreated` gets its one-time set-password link to show.
 */
export function CreateUserForm({ onCreated }: { onCreated: (created: CreatedUser) => void }) {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const [name, setName] = useState('');
  const [avatar, setAvatar] = useState<string>(DEFAULT_AVATAR);
  const [isAdmin, setIsAdmin] = useState(false);
  const [flash, showFlash] = useFlash();
  const create = useMutation(
    trpc.admin.createUser.mutationOptions({
      onSuccess: (created) => {
        setName('');
        setAvatar(DEFAULT_AVATAR);
        setIsAdmin(false);
        showFlash({ kind: 'success', text: t('users.created') });
        onCreated(created);
      },
      onError: (err) => showFlash({ kind: 'error', text: failureText(err, t('users.createFailed')) }),
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    showFlash(null);
    create.mutate({ name: name.trim(), avatar, isAdmin });
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <h3 className={styles.sectionTitle}>{t('users.createSection')}</h3>
      <TextField
        label={t('users.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={100}
      />
      <div className="tm-field">
        {/* The group is named by aria-label; this is the same words, for sighted users. */}
        <span className="tm-field__label" aria-hidden="true">
          {t('users.avatar')}
        </span>
        <AvatarPicker label={t('users.avatar')} choices={ADMIN_AVATARS} value={avatar} onChange={setAvatar} />
      </div>
      <Checkbox checked={isAdmin} onCheckedChange={setIsAdmin} label={t('users.isAdmin')} />
      <FlashMessage flash={flash} />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          icon={<UserPlus size={16} aria-hidden="true" />}
          disabled={create.isPending || !name.trim()}
        >
          {t('users.create')}
        </Button>
      </div>
    </form>
  );
}
