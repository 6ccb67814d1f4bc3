import { z } from 'zod';

/*
 * A body the domain package has no zod schema of yet (only GET /api/config now):
 * described as a JSON object, so its status and media type are still checked.
 */
export const AnyObject = z.looseObject({}).meta({ id: 'Object' });
export const Status = (values: readonly [string, ...string[]]) => z.object({ status: z.enum(values) });
