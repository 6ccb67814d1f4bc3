import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailLanguage } from '@tm/domain/user/reminder-settings';
import { IN_IDS, idsParam, preparedQuery } from '../../db/prepared-statements.ts';

export interface RecipientRow {
  id: string;
  name: string;
  avatar: string;
  /** Where mail goes: the notification address, else the account's e-mail; null when neither. */
  mailTo: string | null;
  notifyOnAssign: boolean;
  notifyOnComplete: boolean;
  notifyOnComment: boolean;
  notifyOnMention: boolean;
  /** The language their notification mail is written in. */
  language: MailLanguage;
}

export interface OutgoingMail {
  toAddress: string;
  subject: string;
  bodyText: string;
  bodyHtml?: string;
  /** A single-use link in the body (an invitation): kept only until the mail is sent. */
  holdsSecret?: boolean;
}

export const notificationRepository = {
  /** Users still active among `ids`, with their notification settings. */
  async findUsers(em: EntityManager, ids: string[]): Promise<RecipientRow[]> {
    if (ids.length === 0) return [];
    return preparedQuery<RecipientRow>(
      em,
      `select id, name, avatar, coalesce(nullif(notification_email, ''), email) as "mailTo",
         notify_on_assign as "notifyOnAssign", notify_on_complete as "notifyOnComplete",
         notify_on_comment as "notifyOnComment", notify_on_mention as "notifyOnMention", language
       from users where id ${IN_IDS} and deleted_at is null`,
      [idsParam(ids)],
    );
  },

  /** Writes mail to the outbox in one statement; the mail job delivers it. */
  async addToOutbox(em: EntityManager, mails: OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    await preparedQuery(
      em,
      `insert into mail_outbox (to_address, subject, body_text, body_html, holds_secret)
       select "toAddress", subject, "bodyText", "bodyHtml", coalesce("holdsSecret", false)
       from json_to_recordset(?::json)
         as m("toAddress" varchar, subject varchar, "bodyText" text, "bodyHtml" text, "holdsSecret" boolean)`,
      [JSON.stringify(mails)],
    );
  },
};
