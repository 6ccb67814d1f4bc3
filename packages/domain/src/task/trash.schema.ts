import { z } from 'zod';

/**
 * A task in the trash (issue 23): what the trash screen lists. Its owner or an admin
 * restores it (the same task, same id) or purges it; `purgeAt` is when the daily job
 * deletes it for good (TRASH_RETENTION_DAYS after it was deleted).
 */
export const TrashedTaskOut = z
  .object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(['todo', 'doing', 'done']),
    priority: z.enum(['low', 'medium', 'high', 'urgent']),
    owner: z.object({ id: z.uuid(), name: z.string(), avatar: z.string() }),
    deletedAt: z.string(),
    deletedBy: z.object({ name: z.string(), avatar: z.string() }).nullable(),
    purgeAt: z.string(),
  })
  .meta({ id: 'TrashedTask' });
export type TrashedTask = z.output<typeof TrashedTaskOut>;

export const TrashTaskInput = z.strictObject({ taskId: z.uuid() });
