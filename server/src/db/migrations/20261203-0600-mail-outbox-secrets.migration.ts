import { Migration } from '@mikro-orm/migrations';

// A mail carrying a single-use link (password reset, invitation, notification address
// confirmation) keeps it in the outbox only until it is sent:
//
// - mail_outbox.holds_secret: the body holds such a link now. The statement that marks
//   the mail sent (or dropped) replaces the body and clears the flag; backups leave the
//   rows that still hold one out.
// - Mail written before: the waiting ones of those kinds are flagged (invitations were
//   'notification' mail, told by their link), the sent and dropped ones lose their body.
export class MailOutboxSecrets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table mail_outbox add column holds_secret boolean not null default false;

      update mail_outbox set holds_secret = true
        where kind in ('confirmation', 'password_reset') or body_text like '%/login?invitation=%';
      update mail_outbox
        set body_text = '[Removed once sent: this mail held a single-use link.]', body_html = null,
          holds_secret = false
        where holds_secret and (sent_at is not null or dropped_at is not null);
    `);
  }
}
