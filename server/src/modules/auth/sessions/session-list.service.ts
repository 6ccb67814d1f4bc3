import { createHash } from 'node:crypto';
import type { SessionInfo } from '@tm/domain/auth/session.schema';
import type { MemberCtx } from '../../../context/service-ctx.ts';
import { notFound } from '../../../errors/domain-error.ts';
import { revokeAllTokens } from '../../access-tokens/access-token.service.ts';
import { recordAudit } from '../../audit/audit.ts';
import { WithSessionCookie } from '../../endpoint.ts';
import { type SessionRow, sessionListRepository as sessions } from './session-list.repository.ts';
import { describeUserAgent } from './user-agent.ts';

// The profile's list of my sessions (issue 21). A session is stored under the
// SHA-256 of its cookie token, which also names its sockets' room: the list shows
// a handle derived from it instead, so no answer carries the key itself.

/** The public handle of a stored session id. */
const publicSessionId = (storedId: string): string =>
  createHash('sha256').update(`session:${storedId}`).digest('hex').slice(0, 32);

function toInfo(row: SessionRow, currentId: string | null): SessionInfo {
  return {
    id: publicSessionId(row.id),
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === currentId,
  };
}

/** My live sessions, this one marked `current` (none is when I came with an access token). */
export async function listMySessions(c: MemberCtx): Promise<SessionInfo[]> {
  const rows = await sessions.listLive(c.em, c.member.id);
  return rows.map((row) => toInfo(row, c.sessionId));
}

/**
 * Signs one of my sessions out, its sockets at once (on every instance: the
 * adapter here, the database's notice elsewhere). Ending this very session is a
 * sign-out: the cookie is cleared. Someone else's session, or an unknown one, is not found.
 */
export async function revokeMySession(
  c: MemberCtx,
  publicId: string,
): Promise<WithSessionCookie<undefined> | undefined> {
  const row = (await sessions.listLive(c.em, c.member.id)).find((r) => publicSessionId(r.id) === publicId);
  if (!row) throw notFound('Session');
  await c.deps.sessions.destroyById(c.em, row.id);
  c.deps.realtime.disconnectSession(row.id);
  await recordAudit(c, {
    kind: 'session.revoked',
    target: { type: 'session', id: publicId },
    details: describeUserAgent(row.user_agent),
  });
  return row.id === c.sessionId ? new WithSessionCookie(undefined, 'clear') : undefined;
}

/**
 * "Sign out everywhere": every session of mine but this one, their sockets, and
 * every access token of mine (a token is a way in like a session; called with a
 * token, that token goes too).
 */
export async function revokeOtherSessions(c: MemberCtx): Promise<void> {
  const others = (await sessions.listLive(c.em, c.member.id)).filter((r) => r.id !== c.sessionId);
  await c.em.transactional(async (em) => {
    await c.deps.sessions.destroyAllForUser(em, c.member.id, c.sessionId ?? undefined);
    if (others.length) {
      await recordAudit(
        { ...c, em },
        {
          kind: 'session.revoked',
          target: { type: 'user', id: c.member.id },
          details: { count: others.length, allOthers: true },
        },
      );
    }
    await revokeAllTokens({ ...c, em }, c.member.id, 'signed_out_everywhere');
  });
  c.deps.sessions.cache.forgetUser(c.member.id);
  c.deps.realtime.disconnectUser(c.member.id, c.sessionId ?? undefined);
}
