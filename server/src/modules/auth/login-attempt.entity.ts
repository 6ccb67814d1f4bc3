import { defineEntity, p } from '@mikro-orm/core';

/** One failed login or one sign-up, counted per account and per address for throttling. */
export const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    accountKey: p.string().length(254).nullable(),
    address: p.string().length(64),
    kind: p.enum(['login_failed', 'registration'] as const).default('login_failed'),
    attemptedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
