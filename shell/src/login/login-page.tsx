import { useSession } from '@tm/api-client/session';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void signIn({ email, password });
      }}
    >
      <label>
        {t('login.email')} <input value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        {t('login.password')}{' '}
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <button type="submit">{t('login.submitLogin')}</button>
    </form>
  );
}
