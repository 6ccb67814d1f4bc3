import { z } from 'zod';
import type { InboxItemOut, InboxPageOut } from '../api/wire-inbox.schema.ts';

/** What the inbox stores (issue 20): the four task notifications and the two reminder kinds. */
export const INBOX_TYPES = [
  'assigned',
  'completed',
  'commented',
  'mentioned',
  'reminder',
  'overdue_digest',
] as const;
export type InboxType = (typeof INBOX_TYPES)[number];

/** One notification of a member's inbox (`GET /api/notifications`, socket `notification:new`). */
export type InboxItem = z.output<typeof InboxItemOut>;

export type InboxPage = z.output<typeof InboxPageOut>;

export const INBOX_PAGE_MAX = 100;

/** `GET /api/notifications?unread=1&limit=50&before=<cursor>`. */
export const InboxQuery = z.strictObject({
  unread: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_PAGE_MAX).default(50),
  before: z.string().max(200).optional(),
});
export type InboxQuery = z.input<typeof InboxQuery>;

/** tRPC's input: the same with a real boolean. */
export const InboxListInput = z.strictObject({
  unread: z.boolean().optional(),
  limit: z.int().min(1).max(INBOX_PAGE_MAX).default(50),
  before: z.string().max(200).optional(),
});

/** `POST /api/notifications/read`: some items by id, or all of them. */
export const MarkInboxReadInput = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(500) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkInboxReadInput = z.input<typeof MarkInboxReadInput>;

/** Socket `notification:read`: what another tab of the member marked read, and the unread count after. */
export interface InboxReadPayload {
  ids: string[] | 'all';
  unreadCount: number;
}
