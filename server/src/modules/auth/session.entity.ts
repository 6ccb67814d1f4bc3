import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    /** SHA-256 of the cookie's token: a database read never yields a usable session id. */
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(User).ref(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    /** The browser's User-Agent and address at sign-in, for the member's sessions list. */
    userAgent: p.string().length(500).nullable(),
    ip: p.string().length(64).nullable(),
    /** Begun while an admin requires a second factor the account lacks: only its enrolment is open. */
    mustEnrolTwoFactor: p.boolean().default(false),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
