import { z } from 'zod';

/*
 * Bodies the domain package has no zod schema of yet: described as JSON objects, so
 * their status and media type are still checked against the document.
 */
export const AnyObject = z.looseObject({}).meta({ id: 'Object' });
export const AnyObjectList = z.array(AnyObject);
export const Status = (values: readonly [string, ...string[]]) => z.object({ status: z.enum(values) });
