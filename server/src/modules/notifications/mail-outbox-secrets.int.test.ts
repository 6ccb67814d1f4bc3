import { mailSpool } from '@tm/test-support/mail-spool';
import { resetLinkIn, resetMailsTo } from '@tm/test-support/password-reset-mail';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { eventually } from '../../../test/test-socket.ts';
import { sql } from '../tasks/task.test-helper.ts';

// A mail carrying a single-use link (password reset, invitation, notification address
// confirmation) keeps that link in the outbox only until it is sent: the statement that
// marks it sent also replaces its body, so the 30 days of sent mail (and every backup
// of them) hold no usable link. The mail itself, in the spool, carries the working link.

/** Every test mails an address once, but the one of a dropped mail. */
const PER_HOUR = 2;
const t = useTestApp({ MAIL_PER_RECIPIENT_PER_HOUR: String(PER_HOUR) });

interface OutboxRow {
  subject: string;
  body_text: string;
  body_html: string | null;
  holds_secret: boolean;
  sent_at: string | null;
}

/** The outbox rows to `address` once every one of them is marked sent. */
async function sentRows(address: string): Promise<OutboxRow[]> {
  return eventually(async () => {
    const rows = await sql<OutboxRow>(t, 'select * from mail_outbox where lower(to_address) = lower(?)', [
      address,
    ]);
    return rows.length > 0 && rows.every((r) => r.sent_at !== null) && rows;
  }, `the mail to ${address} marked sent`);
}

/** The spool's mails to `address`, quoted-printable undone. */
const spooledTo = (address: string) =>
  mailSpool(t.config.dataDir)
    .map((m) =>
      m
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((m) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(m));

async function memberWithEmail(name: string) {
  const m = await t.member(name);
  const [row] = await sql<{ email: string }>(t, 'select email from users where id = ?', [m.user.id]);
  return { ...m, email: row!.email };
}

describe('the outbox keeps no live link once a mail is sent', () => {
  it('a password reset: the row loses the token, the mail received holds a working link', async () => {
    const m = await memberWithEmail('Rhea Redacted');
    expect((await t.client().post('/api/auth/password-reset', { email: m.email })).status).toBe(202);
    const [row] = await sentRows(m.email);
    const mails = await eventually(async () => {
      const found = resetMailsTo(t.config.dataDir, m.email);
      return found.length > 0 && found;
    }, 'the reset mail');
    const { token } = resetLinkIn(mails[0]!);

    expect(row!.subject).toBe('Reset your Task Manager password');
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.body_text).not.toMatch(/reset-password\?token=/);
    expect(row!.holds_secret).toBe(false);

    const confirmed = await t
      .client()
      .post('/api/auth/password-reset/confirm', { token, newPassword: 'after-redaction' });
    expect(confirmed.status).toBe(204);
    await t.client().signIn(m.email, 'after-redaction');
  });

  it('an invitation: the row loses the token, the mail received holds the link', async () => {
    const admin = (await t.admin()).client;
    const email = 'redacted.invitee@example.com';
    const res = await admin.post('/api/admin/invitations', { email });
    expect(res.status).toBe(201);
    const token = new URL(res.body.link).searchParams.get('invitation')!;
    const [row] = await sentRows(email);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.holds_secret).toBe(false);
    const mails = await eventually(async () => spooledTo(email).length > 0 && spooledTo(email), 'the mail');
    expect(mails[0]).toContain(res.body.link);
    expect((await t.client().post('/api/auth/invitation', { token })).status).toBe(200);
  });

  it('a notification address confirmation: the row loses the token, the mailed link confirms', async () => {
    const m = await memberWithEmail('Cora Confirm');
    const address = 'cora-alerts@example.com';
    const saved = await m.client.patch(`/api/users/${m.user.id}/settings`, { email: address });
    expect(saved.status).toBe(200);
    const [row] = await sentRows(address);
    const mails = await eventually(async () => spooledTo(address).length > 0 && spooledTo(address), 'mail');
    const token = /\/confirm-email\?token=([\w%-]+)/.exec(mails[0]!)?.[1];
    expect(token).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.holds_secret).toBe(false);
    const confirmed = await m.client.post('/api/users/notification-email/confirm', {
      token: decodeURIComponent(token!),
    });
    expect(confirmed.status).toBe(200);
  });

  it('a mail dropped by the recipient limit loses its link too', async () => {
    const admin = (await t.admin()).client;
    const email = 'dropped.invitee@example.com';
    const tokens: string[] = [];
    for (let i = 0; i <= PER_HOUR; i++) {
      const res = await admin.post('/api/admin/invitations', { email });
      expect(res.status).toBe(201);
      tokens.push(new URL(res.body.link).searchParams.get('invitation')!);
    }
    const rows = await eventually(async () => {
      const found = await sql<OutboxRow & { dropped_at: string | null }>(
        t,
        'select * from mail_outbox where to_address = ? and (sent_at is not null or dropped_at is not null)',
        [email],
      );
      return found.length === PER_HOUR + 1 && found;
    }, 'every invitation sent or dropped');
    expect(rows.filter((r) => r.dropped_at !== null)).toHaveLength(1);
    for (const row of rows) {
      expect(row.holds_secret).toBe(false);
      for (const token of tokens) expect(JSON.stringify(row)).not.toContain(token);
    }
  });

  it('leaves other mail as it was sent', async () => {
    const owner = await memberWithEmail('Otto Owner');
    const bea = await memberWithEmail('Bea Body');
    const created = await owner.client.post('/api/tasks', { title: 'Kept body', assigneeId: bea.user.id });
    expect(created.status).toBe(201);
    const [row] = await sentRows(bea.email);
    expect(row!.body_text).toContain('Kept body');
    expect(row!.body_html).toContain('Kept body');
  });
});
