import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

const USER_ORIGINS = ['name_only', 'registration', 'admin', 'seed', 'unknown'] as const;

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(100),
    email: p.string().length(254).nullable(),
    passwordHash: p.text().nullable().lazy(),
    avatar: p.string().length(16).default('👤'),
    isAdmin: p.boolean().default(false),
    /** How the account was made; 'unknown' for accounts older than the column. */
    origin: p.enum(USER_ORIGINS).default('unknown'),
    /** May sign in by name alone: set only by name-only login, dropped for good with a password or admin rights. */
    nameOnlyLogin: p.boolean().default(false),
    notifyOnAssign: p.boolean().default(true),
    notifyOnComplete: p.boolean().default(true),
    notifyOnComment: p.boolean().default(true),
    notifyOnMention: p.boolean().default(true),
    notificationEmail: p.string().length(254).nullable(),
    calendarTokenVersion: p.integer().default(0),
    /** Reminders (issue 20): days before a due date (0-7), the local hour, the IANA zone, the daily overdue digest. */
    remindDaysBefore: p.smallint().default(1),
    remindHour: p.smallint().default(9),
    timeZone: p.string().length(64).default('UTC'),
    overdueDigest: p.boolean().default(true),
    /** The language notification mail is written in (the one the member picked in the app). */
    language: p.enum(['en', 'fr', 'nl'] as const).default('en'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** Deleted users stay as rows so the tasks and comments they wrote keep a name. */
    deletedAt: p.datetime().nullable(),
    /** Deactivated by an admin: cannot sign in, sessions ended; the row, name and address stay (not a deletion). */
    deactivatedAt: p.datetime().nullable(),
    /** Signed in with a temporary password an admin set: the app asks for a new one before anything else. */
    mustChangePassword: p.boolean().default(false),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
