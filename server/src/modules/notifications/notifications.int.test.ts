import fs from 'node:fs';
import path from 'node:path';
import { mailSpool } from '@tm/test-support/mail-spool';
import { CONFIRM_SUBJECT, confirmationTokenIn } from '@tm/test-support/notification-email';
import { TestSmtpServer } from '@tm/test-support/smtp-test-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestApp, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, eventually, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';

type Member = SignedIn & { email: string };

let smtp: TestSmtpServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
});
afterAll(() => smtp?.stop());
const t = useTestApp(() => ({ SMTP_URL: smtp.url }));
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

async function member(name: string): Promise<Member> {
  const m = await t.member(name);
  const [row] = await sql<{ email: string }>(t, 'select email from users where id = ?', [m.user.id]);
  return { ...m, email: row!.email };
}

async function socketOf(m: Member) {
  const socket = await connectSocket(t.url, m.client.cookieHeader);
  sockets.push(socket);
  return socket;
}

const mailArrives = (to: string, subject: string, attempts?: number) =>
  eventually(
    async () => smtp.mailsTo(to).find((m) => m.subject === subject),
    `mail "${subject}" to ${to}`,
    attempts,
  );

describe('notifications', () => {
  it('tell a new assignee by socket and mail, and never the person who assigned', async () => {
    const owner = await member('Olga Owner');
    const ann = await member('Ann Assignee');
    const annSocket = await socketOf(ann);
    const ownerSocket = await socketOf(owner);

    const heard = nextEvent(annSocket, 'notification', (n) => n.taskTitle === 'Fix the roof');
    const task = await createTask(owner.client, {
      title: 'Fix the roof',
      assigneeId: ann.user.id,
      dueDate: '2026-12-24',
    });
    const [payload] = await heard;
    expect(payload).toMatchObject({
      kind: 'assigned',
      taskId: task.id,
      taskTitle: 'Fix the roof',
      actor: { name: 'Olga Owner' },
    });

    const mail = await mailArrives(ann.email, 'Task assigned to you: Fix the roof');
    expect(mail.raw).toContain('Olga Owner assigned you the task "Fix the roof".');
    expect(mail.raw).toContain('Due: 2026-12-24');
    expect(smtp.mailsTo(owner.email)).toEqual([]);
    expect(ownerSocket.received.filter(([name]) => name === 'notification')).toEqual([]);
  });

  it('tell owner and assignee about completion and comments, each by their own settings', async () => {
    const owner = await member('Otto Owner');
    const bea = await member('Bea Quiet');
    const actor = await member('Carl Actor');
    const settings = await bea.client.patch(`/api/users/${bea.user.id}/settings`, {
      email: 'bea-alerts@example.com',
      notifyOnAssign: false,
      notifyOnComplete: true,
      notifyOnComment: false,
    });
    expect(settings.status).toBe(200);
    // Mail goes to that address once Bea opens the link mailed to it.
    const token = await eventually(
      async () => confirmationTokenIn(smtp.mailsTo('bea-alerts@example.com')),
      'the confirmation link',
    );
    const confirmed = await bea.client.post('/api/users/notification-email/confirm', { token });
    expect(confirmed.status).toBe(200);
    const beaSocket = await socketOf(bea);

    const task = await createTask(owner.client, { title: 'Quarterly report' });
    // One change that both assigns Bea and completes the task: one notification run, one outbox write.
    const completedForBea = nextEvent(beaSocket, 'notification', (n) => n.taskId === task.id);
    const res = await actor.client.patch(`/api/tasks/${task.id}`, {
      assigneeId: bea.user.id,
      status: 'done',
    });
    expect(res.status).toBe(200);
    expect((await completedForBea)[0].kind).toBe('completed');

    await mailArrives(owner.email, 'Task completed: Quarterly report');
    await mailArrives('bea-alerts@example.com', 'Task completed: Quarterly report');
    expect(smtp.mailsTo(bea.email)).toEqual([]);
    expect(smtp.mailsTo('bea-alerts@example.com').map((m) => m.subject)).toEqual([
      CONFIRM_SUBJECT,
      'Task completed: Quarterly report',
    ]);

    const comment = await actor.client.post(`/api/tasks/${task.id}/comments`, {
      content: 'Numbers look good',
    });
    expect(comment.status).toBe(201);
    const ownerMail = await mailArrives(owner.email, 'New comment on: Quarterly report');
    expect(ownerMail.raw).toContain('Numbers look good');
    // Bea opted out of comments: her mail and socket stayed silent for the same event
    // (its mails were written in one statement, before the owner's was sent).
    const beaRows = await sql(
      t,
      `select subject from mail_outbox where to_address = ? and kind = 'notification'`,
      ['bea-alerts@example.com'],
    );
    expect(beaRows).toEqual([{ subject: 'Task completed: Quarterly report' }]);
    expect(smtp.mailsTo('bea-alerts@example.com')).toHaveLength(2);
    expect(beaSocket.received.filter(([name]) => name === 'notification')).toHaveLength(1);
    expect(smtp.mailsTo(actor.email)).toEqual([]);
  });

  it('keep mail in the outbox while the mail server is down and deliver it once it is back', async () => {
    const owner = await member('Dora Down');
    const eve = await member('Eve Waiting');
    await smtp.stop();
    try {
      const res = await owner.client.post('/api/tasks', {
        title: 'Sent while down',
        assigneeId: eve.user.id,
      });
      // The request does not wait for mail.
      expect(res.status).toBe(201);
      const failed = await eventually(async () => {
        const [row] = await sql<{ attempts: number; last_error: string | null; sent_at: string | null }>(
          t,
          'select attempts, last_error, sent_at from mail_outbox where to_address = ?',
          [eve.email],
        );
        return row && row.attempts > 0 && row.last_error ? row : undefined;
      }, 'a failed delivery attempt');
      expect(failed.sent_at).toBeNull();
      expect(failed.last_error).toMatch(/ECONNREFUSED/);
    } finally {
      await smtp.start();
    }
    await mailArrives(eve.email, 'Task assigned to you: Sent while down', 1200);
    // The row is marked sent once the mail server has accepted the mail.
    const row = await eventually(async () => {
      const [r] = await sql<{ sent_at: string | null; last_error: string | null }>(
        t,
        'select sent_at, last_error from mail_outbox where to_address = ?',
        [eve.email],
      );
      return r?.sent_at ? r : undefined;
    }, 'the outbox row marked sent');
    expect(row.last_error).toBeNull();
    expect(smtp.mailsTo(eve.email)).toHaveLength(1);
  });
});

describe('notification mail without SMTP_URL', () => {
  it("is appended to the day's mbox file under DATA_DIR/mail", async () => {
    const app = await startTestApp();
    try {
      const owner = await app.member('File Owner');
      const assignee = await app.member('File Assignee');
      await createTask(owner.client, { title: 'Written to disk', assigneeId: assignee.user.id });
      const [mail] = await eventually(async () => {
        const spool = mailSpool(app.config.dataDir);
        return spool.length > 0 && spool;
      }, 'a mail in the spool');
      expect(mail).toContain('Subject: Task assigned to you: Written to disk');
      expect(mail).toContain('File Owner assigned you the task "Written to disk".');
      const dir = path.join(app.config.dataDir, 'mail');
      for (const file of fs.readdirSync(dir)) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}\.mbox$/);
    } finally {
      await app.stop();
    }
  });
});
