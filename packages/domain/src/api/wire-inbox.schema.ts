import { z } from 'zod';
import { INBOX_TYPES } from '../notification/inbox.schema.ts';

// Answers of the inbox paths, for the OpenAPI document; like wire.schema.ts, their
// outputs are the types the code uses (notification/inbox.schema.ts).
const Id = z.string().meta({ format: 'uuid' });
const Timestamp = z.string().meta({ format: 'date-time' });

export const InboxItemOut = z
  .object({
    id: Id,
    type: z.enum(INBOX_TYPES),
    /** The task it is about; null for the overdue digest, which is about several. */
    taskId: Id.nullable(),
    /** The task's title when stored (the digest: how many tasks are overdue, in the member's words). */
    title: z.string(),
    createdAt: Timestamp,
    readAt: Timestamp.nullable(),
  })
  .meta({ id: 'InboxItem' });

export const InboxPageOut = z
  .object({
    items: z.array(InboxItemOut),
    unreadCount: z.int().min(0),
    /** Pass as `before` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'InboxPage' });
