import { z } from 'zod';

/** Languages notification mail is written in: the app's (packages/i18n LANGUAGES). */
export const MAIL_LANGUAGES = ['en', 'fr', 'nl'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A member's reminder settings and mail language, with their defaults (issue 20). */
export interface ReminderSettings {
  /** Remind this many days before the due date (0: only on the due day). */
  remindDaysBefore: number;
  /** The local hour (0-23) reminders and the overdue digest are sent at. */
  remindHour: number;
  /** IANA zone name; `UTC` until the browser sets it. */
  timeZone: string;
  overdueDigest: boolean;
  language: MailLanguage;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  remindDaysBefore: 1,
  remindHour: 9,
  timeZone: 'UTC',
  overdueDigest: true,
  language: 'en',
};

/** An IANA name as `Area/Place` (or `UTC`): no offsets like `+01:00`, which have no daylight-saving rules. */
const ZONE_NAME = /^(UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

/**
 * A time zone the runtime knows by its IANA name. `Intl.supportedValuesOf` lists
 * canonical names only, and browsers may report an alias (`Asia/Calcutta`), so the
 * name is also accepted when `Intl.DateTimeFormat` takes it.
 */
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  if (supportedZones().has(name)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

let zones: Set<string> | null = null;
const supportedZones = () => {
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return zones;
};

/** The fields `PATCH /api/users/{id}/settings` accepts besides the notification flags. */
export const ReminderSettingsFields = {
  remindDaysBefore: z.int().min(0).max(7).optional(),
  remindHour: z.int().min(0).max(23).optional(),
  timeZone: z.string().max(64).refine(isTimeZone, 'not a known IANA time zone').optional(),
  overdueDigest: z.boolean().optional(),
  language: z.enum(MAIL_LANGUAGES).optional(),
};
