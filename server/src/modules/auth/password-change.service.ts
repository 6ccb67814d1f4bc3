import type { ChangePasswordInput } from '@tm/domain/auth/auth.schema';
import type { User as UserDto } from '@tm/domain/user/user.schema';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError, forbidden, notFound } from '../../errors/domain-error.ts';
import { revokeAllTokens } from '../access-tokens/access-token.service.ts';
import { recordAudit } from '../audit/audit.ts';
import { userRepository as users } from '../users/user.repository.ts';
import { userDto } from '../users/users.service.ts';
import { loginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';

type PasswordChange = z.output<typeof ChangePasswordInput>;

/**
 * Self only. The current password is required unless the user has none yet
 * (name-only members setting their first one). Wrong guesses count towards the
 * same throttle as logins, so a borrowed session cannot brute-force the password.
 * Success ends every other session and socket of the user, and with
 * `revokeTokens` every access token too (left alone by default: scripts keep
 * running through a routine change).
 */
export async function changePassword(c: MemberCtx, input: PasswordChange): Promise<UserDto> {
  if (input.userId && input.userId !== c.member.id) throw forbidden('You can only change your own password');
  const user = await users.findWithHash(c.em, c.member.id);
  if (!user) throw notFound('User');
  if (user.passwordHash) {
    const accountKey = user.email ?? `id:${user.id}`;
    if (!input.currentPassword) {
      throw new DomainError('validation', 'WRONG_PASSWORD', 'The current password is required');
    }
    const attempt = await loginThrottle.reserveLogin(c.em, accountKey, c.ip);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      const refusal = await loginThrottle.failed(c.em, attempt);
      if (refusal.code === 'RATE_LIMITED') throw refusal;
      throw new DomainError('validation', 'WRONG_PASSWORD', 'The current password is wrong');
    }
    await loginThrottle.succeeded(c.em, attempt);
  }
  user.passwordHash = await hashPassword(input.newPassword);
  // A password ends name-only login for good (DESIGN: name-only login).
  user.nameOnlyLogin = false;
  // The temporary password an admin set is replaced: the app stops asking.
  user.mustChangePassword = false;
  await recordAudit(c, { kind: 'auth.password_changed', target: { type: 'user', id: user.id } });
  await c.em.flush();
  if (input.revokeTokens) await revokeAllTokens(c, user.id, 'password_changed');
  await c.deps.sessions.destroyAllForUser(c.em, user.id, c.sessionId ?? undefined);
  c.deps.realtime.disconnectUser(user.id, c.sessionId ?? undefined);
  return userDto(c.deps, c.em, user);
}
