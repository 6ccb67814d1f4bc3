import type { EntityManager } from '@mikro-orm/postgresql';
import type { InboxPage, MarkInboxReadInput } from '@tm/domain/notification/inbox.schema';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionMember } from '../auth/session.service.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { inboxRepository, type StoredInboxItem } from './inbox.repository.ts';
import { decodeInboxCursor, encodeInboxCursor } from './inbox-cursor.ts';

interface InboxCtx {
  em: EntityManager;
  member: SessionMember;
  deps: AppDeps;
}

/** The member's own inbox, newest first, one page after `before`; always their own, never anyone else's. */
export async function listInbox(
  c: Pick<InboxCtx, 'em' | 'member'>,
  query: { unread?: boolean | undefined; limit: number; before?: string | undefined },
): Promise<InboxPage> {
  const before = query.before ? decodeInboxCursor(query.before) : null;
  const [rows, unreadCount] = await Promise.all([
    inboxRepository.page(c.em, memberScope(c.member), c.member.id, {
      unreadOnly: query.unread === true,
      limit: query.limit,
      before,
    }),
    inboxRepository.unreadCount(c.em, memberScope(c.member), c.member.id),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ userId: _, sortKey: __, ...item }) => item),
    unreadCount,
    nextCursor: rows.length > query.limit && last ? encodeInboxCursor(last.sortKey) : null,
  };
}

/** Marks some or all of the member's items read; their other tabs follow through `notification:read`. */
export async function markInboxRead(c: InboxCtx, input: MarkInboxReadInput): Promise<void> {
  const which = 'all' in input ? 'all' : [...new Set(input.ids)];
  const changed = await inboxRepository.markRead(c.em, c.member.id, which);
  if (changed.length === 0) return;
  const unreadCount = await inboxRepository.unreadCount(c.em, memberScope(c.member), c.member.id);
  c.deps.realtime.toUser(c.member.id, 'notification:read', {
    ids: which === 'all' ? 'all' : changed,
    unreadCount,
  });
}

/**
 * Tells of items stored and committed: every socket of their member (all tabs, all
 * instances) gets `notification:new`, and the app event `notification.created` lets
 * other deliveries (Web Push) follow. The one place a new inbox item is announced.
 */
export function announceInboxItems(deps: AppDeps, items: StoredInboxItem[]): void {
  for (const { userId, ...item } of items) {
    deps.realtime.toUser(userId, 'notification:new', item);
    deps.events.emit('notification.created', { userId, item });
  }
}
