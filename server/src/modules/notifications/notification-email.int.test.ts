import { CONFIRM_SUBJECT, confirmationTokenIn } from '@tm/test-support/notification-email';
import { type ReceivedMail, TestSmtpServer } from '@tm/test-support/smtp-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { eventually } from '../../../test/test-socket.ts';
import { createTask, sql, trpc, trpcData, trpcError } from '../tasks/task.test-helper.ts';

type Member = SignedIn & { email: string };

const PER_HOUR = 3;

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
});
afterAll(() => smtp?.stop());
const t = useTestApp(() => ({ SMTP_URL: smtp.url, MAIL_PER_RECIPIENT_PER_HOUR: String(PER_HOUR) }));

async function member(name: string): Promise<Member> {
  const m = await t.member(name);
  const [row] = await sql<{ email: string }>(t, 'select email from users where id = ?', [m.user.id]);
  return { ...m, email: row!.email };
}

const settings = (m: Member, email: string) =>
  m.client.patch(`/api/users/${m.user.id}/settings`, { email, notifyOnAssign: true });

/** The mails an address received so far, once the outbox has nothing left to send or drop. */
async function settled(address: string): Promise<ReceivedMail[]> {
  await eventually(async () => {
    const [row] = await sql<{ waiting: number }>(
      t,
      `select count(*)::int as waiting from mail_outbox
       where lower(to_address) = lower(?) and sent_at is null and dropped_at is null`,
      [address],
    );
    return row!.waiting === 0;
  }, `the outbox done with ${address}`);
  return smtp.mailsTo(address);
}

/** Waits for a mail with that subject, then answers every mail the address received. */
async function receivedAfter(address: string, subject: string): Promise<string[]> {
  await eventually(
    async () => smtp.mailsTo(address).some((m) => m.subject === subject),
    `"${subject}" to ${address}`,
  );
  return (await settled(address)).map((m) => m.subject);
}

/** The token of the latest confirmation link mailed to `address`. */
async function confirmationToken(address: string): Promise<string> {
  const token = confirmationTokenIn(await settled(address));
  if (!token) throw new Error(`no confirmation link mailed to ${address}`);
  return token;
}

const confirm = (m: Member, token: string) =>
  m.client.post('/api/users/notification-email/confirm', { token });

describe('a notification address other than the account e-mail', () => {
  it('gets only its confirmation link until confirmed, then the notifications', async () => {
    const owner = await member('Olga Owner');
    const bea = await member('Bea New');
    const saved = await settings(bea, 'Bea-Alerts@example.com');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      notificationEmail: null,
      pendingNotificationEmail: 'bea-alerts@example.com',
    });
    // Saving again (the screen sends the address with every save) mails no second link.
    expect((await settings(bea, 'bea-alerts@example.com')).status).toBe(200);
    const token = await confirmationToken('bea-alerts@example.com');

    // Meanwhile mail goes where it went so far: the account's e-mail.
    await createTask(owner.client, { title: 'Before confirming', assigneeId: bea.user.id });
    expect(await receivedAfter(bea.email, 'Task assigned to you: Before confirming')).toEqual([
      'Task assigned to you: Before confirming',
    ]);
    expect((await settled('bea-alerts@example.com')).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
    const [stored] = await sql<{ token_hash: string }>(
      t,
      'select token_hash from notification_email_confirmations where user_id = ?',
      [bea.user.id],
    );
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);

    const confirmed = await confirm(bea, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: 'bea-alerts@example.com' });
    const user = await bea.client.get(`/api/users/${bea.user.id}`);
    expect(user.body).toMatchObject({
      notificationEmail: 'bea-alerts@example.com',
      pendingNotificationEmail: null,
    });

    await createTask(owner.client, { title: 'After confirming', assigneeId: bea.user.id });
    expect(await receivedAfter('bea-alerts@example.com', 'Task assigned to you: After confirming')).toEqual([
      CONFIRM_SUBJECT,
      'Task assigned to you: After confirming',
    ]);
    expect(await settled(bea.email)).toHaveLength(1);

    // The link works once.
    const again = await confirm(bea, token);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('EMAIL_CONFIRMATION_INVALID');
  });

  it('is refused with an expired link, a replaced link or another member’s link, changing nothing', async () => {
    const cara = await member('Cara Checks');
    const mallory = await member('Mallory Other');
    expect((await settings(cara, 'cara-alerts@example.com')).status).toBe(200);
    const first = await confirmationToken('cara-alerts@example.com');
    // Resend (tRPC, beside the REST path): a new link, and the first one stops working.
    const resent = await trpc.mutate(cara.client, 'users.resendNotificationEmailConfirmation', {
      id: cara.user.id,
    });
    expect(trpcData(resent)).toMatchObject({ pendingNotificationEmail: 'cara-alerts@example.com' });
    const second = await eventually(async () => {
      const token = await confirmationToken('cara-alerts@example.com');
      return token !== first && token;
    }, 'a second link');
    expect((await confirm(cara, first)).body.code).toBe('EMAIL_CONFIRMATION_INVALID');

    // Whoever receives a link cannot confirm it for another member.
    const stolen = await trpc.mutate(mallory.client, 'users.confirmNotificationEmail', { token: second });
    expect(trpcError(stolen)).toEqual({ status: 400, code: 'EMAIL_CONFIRMATION_INVALID' });

    await sql(t, `update notification_email_confirmations set expires_at = now() - interval '1 second'`);
    const expired = await confirm(cara, second);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('EMAIL_CONFIRMATION_EXPIRED');
    const [row] = await sql<{ notification_email: string | null }>(
      t,
      'select notification_email from users where id = ?',
      [cara.user.id],
    );
    expect(row!.notification_email).toBeNull();
    expect((await cara.client.get(`/api/users/${cara.user.id}`)).body.pendingNotificationEmail).toBe(
      'cara-alerts@example.com',
    );
    // Signed out, nothing is confirmed at all.
    const anonymous = await t.client().post('/api/users/notification-email/confirm', { token: second });
    expect(anonymous.status).toBe(401);
  });

  it('needs no confirmation for the account’s own e-mail, which cancels a pending address', async () => {
    const dora = await member('Dora Direct');
    expect((await settings(dora, 'dora-elsewhere@example.com')).status).toBe(200);
    const back = await settings(dora, dora.email.toUpperCase());
    expect(back.body).toMatchObject({ notificationEmail: null, pendingNotificationEmail: null });
  });

  it('mails a member at most three confirmation links an hour; the fourth request changes nothing', async () => {
    const dan = await member('Dan Many');
    for (const n of [1, 2, 3]) expect((await settings(dan, `dan-${n}@example.com`)).status).toBe(200);
    const refused = await dan.client.patch(`/api/users/${dan.user.id}/settings`, {
      email: 'dan-4@example.com',
      notifyOnComment: false,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    const user = await dan.client.get(`/api/users/${dan.user.id}`);
    expect(user.body).toMatchObject({ pendingNotificationEmail: 'dan-3@example.com', notifyOnComment: true });
    const resend = await dan.client.post(`/api/users/${dan.user.id}/settings/email-confirmation`, {});
    expect(resend.status).toBe(429);
    expect(await settled('dan-4@example.com')).toEqual([]);
  });
});

describe('mail to one address', () => {
  it(`is limited to ${PER_HOUR} an hour whoever sends it; the rest is dropped and recorded`, async () => {
    const eve = await member('Eve Flooded');
    const senders = [await member('Sender One'), await member('Sender Two')];
    for (let i = 0; i < 5; i++) {
      await createTask(senders[i % 2]!.client, { title: `Flood ${i}`, assigneeId: eve.user.id });
    }
    await eventually(async () => {
      const [row] = await sql<{ n: number }>(
        t,
        'select count(*)::int as n from mail_outbox where to_address = ? and (sent_at is not null or dropped_at is not null)',
        [eve.email],
      );
      return row!.n === 5;
    }, 'five mails sent or dropped');
    const rows = await sql<{ sent: boolean; last_error: string | null }>(
      t,
      'select sent_at is not null as sent, last_error from mail_outbox where to_address = ?',
      [eve.email],
    );
    expect(rows.filter((r) => r.sent)).toHaveLength(PER_HOUR);
    expect(rows.filter((r) => !r.sent).map((r) => r.last_error)).toEqual([
      `dropped: over ${PER_HOUR} mails to this address within an hour`,
      `dropped: over ${PER_HOUR} mails to this address within an hour`,
    ]);
    expect(await settled(eve.email)).toHaveLength(PER_HOUR);

    // A confirmation link to that address would be dropped too: refused at once instead.
    const frank = await member('Frank Points');
    const refused = await settings(frank, eve.email);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });
});
