/** A user's calendar subscription (`GET`/`POST /api/ical/user/{id}/token`). */
export interface CalendarLinks {
  /** The secret in the feed URL; rotating it revokes every URL given out before. */
  token: string;
  /** `https://…/api/ical/user/{id}/subscribe.ics?token=…` */
  url: string;
  /** The same address with the `webcal://` scheme, which calendar apps open as a subscription. */
  webcalUrl: string;
}
