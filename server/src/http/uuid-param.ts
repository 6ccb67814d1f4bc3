import type { Request } from 'express';
import { z } from 'zod';
import { notFound } from '../errors/domain-error.ts';

const Id = z.uuid();

/** A `:name` path parameter that must be a UUID: anything else cannot name a row, so it is a 404. */
export function uuidParam(req: Request, name: string, what: string): string {
  const parsed = Id.safeParse(req.params[name]);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}
