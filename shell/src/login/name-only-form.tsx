import { useSession } from '@tm/api-client/session';
import { SIGNUP_AVATARS } from '@tm/domain/user/avatars';
import { AvatarPicker } from '@tm/ui/avatar-picker';
import { Button } from '@tm/ui/button';
import { TextField } from '@tm/ui/text-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';
import { loginErrorMessage } from './login-error.ts';

/** Name-and-avatar-only sign-in (when the server allows it): no password. */
export function NameOnlyForm({ onUseEmail }: { onUseEmail: () => void }) {
  const { t } = useTranslation('shell');
  const { signIn } = useSession();
  const [name, setName] = useState('');
  const [avatar, setAvatar] = useState<string>(SIGNUP_AVATARS[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(t('login.errorName'));
    setBusy(true);
    setError(null);
    try {
      await signIn({ name: name.trim(), avatar });
    } catch (err) {
      setError(loginErrorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('login.nameOnlyHint')}</p>
      <TextField
        label={t('login.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="nickname"
      />
      <fieldset className={styles.fieldset}>
        <legend className="tm-field__label">{t('login.avatar')}</legend>
        <AvatarPicker
          choices={SIGNUP_AVATARS}
          value={avatar}
          onChange={setAvatar}
          label={t('login.avatar')}
        />
      </fieldset>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" size="lg" disabled={!name || busy}>
        {t('login.submitNameOnly')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={onUseEmail}>
        {t('login.useEmail')}
      </button>
    </form>
  );
}
