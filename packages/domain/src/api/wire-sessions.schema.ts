import { z } from 'zod';
import type { SessionInfo } from '../auth/session.schema.ts';
import type { DeactivatedMember } from '../user/deactivation.schema.ts';

// Answers of the sessions and deactivation paths (issue 21), for the OpenAPI
// document; like wire.schema.ts, each is held to its interface by the compiler.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(_: Same<A, B>) => undefined;
const Timestamp = z.string().meta({ format: 'date-time' });

export const SessionInfoOut = z
  .object({
    id: z.string(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    ip: z.string().nullable(),
    createdAt: Timestamp,
    lastSeenAt: Timestamp,
    current: z.boolean(),
  })
  .meta({ id: 'SessionInfo' });
same<z.output<typeof SessionInfoOut>, SessionInfo>(true);

export const DeactivatedMemberOut = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    name: z.string(),
    avatar: z.string(),
    email: z.string().nullable(),
    deactivatedAt: Timestamp,
  })
  .meta({ id: 'DeactivatedMember' });
same<z.output<typeof DeactivatedMemberOut>, DeactivatedMember>(true);
