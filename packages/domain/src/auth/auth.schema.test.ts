import { describe, expect, it } from 'vitest';
import { ChangePasswordInput, LoginInput, newPasswordProblem, RegisterInput } from './auth.schema.ts';

const codes = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('LoginInput', () => {
  it('reads the password form, ignoring the name and avatar it also sends', () => {
    expect(LoginInput.parse({ email: ' Ann@Example.COM ', password: ' pw ', name: '', avatar: '' })).toEqual({
      kind: 'password',
      email: 'ann@example.com',
      password: ' pw ',
    });
  });

  it('reads the name-only form when no e-mail or password key is sent', () => {
    expect(LoginInput.parse({ name: ' Bo ', avatar: '🐼' })).toEqual({
      kind: 'name',
      name: 'Bo',
      avatar: '🐼',
    });
  });

  it.each([
    [{}, 'EMAIL_PASSWORD_REQUIRED'],
    [{ email: 'a@b.co' }, 'EMAIL_PASSWORD_REQUIRED'],
    [{ email: '', password: '', name: 'Bo' }, 'EMAIL_PASSWORD_REQUIRED'],
    [{ name: '  ' }, 'NAME_REQUIRED'],
  ])('answers %j with %s', (body, code) => {
    expect(codes(LoginInput.safeParse(body))).toEqual([code]);
  });

  it('refuses unknown keys', () => {
    expect(LoginInput.safeParse({ email: 'a@b.co', password: 'x', isAdmin: true }).success).toBe(false);
  });
});

describe('RegisterInput', () => {
  it('names the first missing field the way the form asks for it', () => {
    expect(codes(RegisterInput.safeParse({}))[0]).toBe('NAME_REQUIRED');
    expect(codes(RegisterInput.safeParse({ name: 'A' }))[0]).toBe('EMAIL_PASSWORD_REQUIRED');
    expect(codes(RegisterInput.safeParse({ name: 'A', email: 'a@b.co', password: 'ab' }))).toEqual([
      'PASSWORD_TOO_SHORT',
    ]);
  });

  it('keeps zod’s message for a name that is too long, not NAME_REQUIRED', () => {
    const [message] = codes(
      RegisterInput.safeParse({ name: 'x'.repeat(101), email: 'a@b.co', password: 'abc' }),
    );
    expect(message).not.toBe('NAME_REQUIRED');
  });
});

describe('password changes', () => {
  it('treats an empty current password as none', () => {
    expect(ChangePasswordInput.parse({ currentPassword: '', newPassword: 'abc' })).toEqual({
      newPassword: 'abc',
    });
  });

  it('checks the confirmation before the length, as SPEC lists them', () => {
    expect(newPasswordProblem('ab', 'abc')).toBe('PASSWORD_MISMATCH');
    expect(newPasswordProblem('ab', 'ab')).toBe('PASSWORD_TOO_SHORT');
    expect(newPasswordProblem('abc', 'abc')).toBeNull();
  });
});
