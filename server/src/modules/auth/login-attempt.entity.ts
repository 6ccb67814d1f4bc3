import { defineEntity, p } from '@mikro-orm/core';

/** One failed login, counted per account and per address for throttling. */
export const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  tableName: 'login_attempts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    accountKey: p.string().length(254).nullable(),
    address: p.string().length(64),
    attemptedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
