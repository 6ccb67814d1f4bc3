import type { TwoFactorChallenge } from '@tm/domain/auth/two-factor.schema';
import type { ServiceCtx } from '../../users/service-ctx.ts';
import type { User } from '../../users/user.entity.ts';
import { startPendingSignIn } from './pending-sign-in.ts';
import { twoFactorRepository as store } from './two-factor.repository.ts';

/**
 * Called by a password sign-in once the password is right: with a second factor on
 * (or required by an admin and not yet set up), the browser gets a pending sign-in
 * instead of a session, and the answer says what is asked.
 */
export async function twoFactorChallenge(c: ServiceCtx, user: User): Promise<TwoFactorChallenge | null> {
  const enrolled = await store.isEnabled(c.em, user.id);
  const enrollmentRequired = !enrolled && (await store.isRequired(c.em));
  if (!enrolled && !enrollmentRequired) return null;
  // Whatever session the browser held ends here, as at any sign-in.
  await c.deps.sessions.destroy(c.em, c.sessionToken);
  if (c.sessionId) c.deps.realtime.disconnectSession(c.sessionId);
  startPendingSignIn(c, { userId: user.id, purpose: enrolled ? 'verify' : 'enroll' });
  return { twoFactorRequired: true, enrollmentRequired };
}
