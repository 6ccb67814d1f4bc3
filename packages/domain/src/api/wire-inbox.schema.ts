import { z } from 'zod';
import { INBOX_TYPES, type InboxItem, type InboxPage } from '../notification/inbox.schema.ts';

// Answers of the inbox paths (issue 20), for the OpenAPI document; like wire.schema.ts,
// each is held to its interface by the compiler.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(_: Same<A, B>) => undefined;
const Id = z.string().meta({ format: 'uuid' });
const Timestamp = z.string().meta({ format: 'date-time' });

export const InboxItemOut = z
  .object({
    id: Id,
    type: z.enum(INBOX_TYPES),
    taskId: Id.nullable(),
    title: z.string(),
    createdAt: Timestamp,
    readAt: Timestamp.nullable(),
  })
  .meta({ id: 'InboxItem' });
same<z.output<typeof InboxItemOut>, InboxItem>(true);

export const InboxPageOut = z
  .object({ items: z.array(InboxItemOut), unreadCount: z.int().min(0), nextCursor: z.string().nullable() })
  .meta({ id: 'InboxPage' });
same<z.output<typeof InboxPageOut>, InboxPage>(true);
