import type { Request } from 'express';
import { z } from 'zod';
import { notFound } from '../../errors/domain-error.ts';

const Id = z.uuid();

/** The `{id}` of a task path; anything that is not a UUID cannot name a task, so it is a 404. */
export function taskIdParam(req: Request): string {
  const parsed = Id.safeParse(req.params.id);
  if (!parsed.success) throw notFound('Task');
  return parsed.data;
}
