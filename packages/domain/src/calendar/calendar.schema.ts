import type { z } from 'zod';
import type { CalendarLinksOut } from '../api/wire-accounts.schema.ts';

/** A user's calendar subscription (`GET`/`POST /api/ical/user/{id}/token`). */
export type CalendarLinks = z.output<typeof CalendarLinksOut>;
