import { newPasswordProblem } from '@tm/domain/auth/password-rules';
import { errorText } from '@tm/i18n/error-text';
import { PasswordField } from '@tm/ui/password-field';
import { useState } from 'react';

/**
 * A new password typed twice, checked by the registration rules: the set-password
 * link, the mailed reset link and the forced change after a temporary password.
 * `fields` goes in the form; `problem()` is the translated refusal, or null.
 */
export function useNewPassword(labels: { password: string; confirmation: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const problem = (): string | null => {
    const code = newPasswordProblem(password, confirmation);
    return code ? errorText(code) : null;
  };
  const fields = (
    <>
      <PasswordField
        label={labels.password}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="new-password"
      />
      <PasswordField
        label={labels.confirmation}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        autoComplete="new-password"
      />
    </>
  );
  return { password, filled: password !== '' && confirmation !== '', problem, fields };
}
