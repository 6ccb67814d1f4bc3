import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { mailSpool } from '@tm/test-support/mail-spool';
import { createTestDatabase } from '@tm/test-support/test-database';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { TestClient } from '../../../test/test-client.ts';
import { eventually } from '../../../test/test-socket.ts';
import { type RunningApp, startApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { createLogger } from '../../logger.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';
import { runReminderSweep } from './reminder.jobs.ts';

// Reminders (issue 20) against the real database, with the sweep's clock injected:
// the settings that drive them, one reminder per task, kind and local day even with
// two instances sweeping at once, catch-up after downtime, re-planning, and the mail
// each member gets in their language (read back from the mbox the server wrote).
// Due dates are in 2027 so the real-clock sweep of the running app never plans them.

type Member = SignedIn;

const t = useTestApp({ PUBLIC_URL: 'https://tasks.example.com' });

const settingsOf = async (m: Member) => (await m.client.get(`/api/users/${m.user.id}`)).body;
const deliveries = (userId: string) =>
  sql<{ kind: string; task_id: string | null; local_day: string }>(
    t,
    `select kind, task_id, to_char(local_day, 'YYYY-MM-DD') as local_day from reminder_deliveries
      where user_id = ? order by created_at, kind`,
    [userId],
  );
const inboxOf = async (m: Member) =>
  (await m.client.get('/api/notifications')).body.items as {
    type: string;
    taskId: string | null;
    title: string;
  }[];

async function member(name: string, settings: Record<string, unknown>): Promise<Member & { email: string }> {
  const m = await t.member(name);
  const res = await m.client.patch(`/api/users/${m.user.id}/settings`, settings);
  expect(res.status).toBe(200);
  const [row] = await sql<{ email: string }>(t, 'select email from users where id = ?', [m.user.id]);
  return { ...m, email: row!.email };
}

describe('reminder settings', () => {
  it('default to 1 day before at 09:00 UTC with the digest on and English, and are changed by PATCH', async () => {
    const m = await t.member('Settings Sam');
    expect(await settingsOf(m)).toMatchObject({
      remindDaysBefore: 1,
      remindHour: 9,
      timeZone: 'UTC',
      overdueDigest: true,
      language: 'en',
    });
    const change = {
      remindDaysBefore: 3,
      remindHour: 7,
      timeZone: 'Pacific/Auckland',
      overdueDigest: false,
      language: 'nl',
    };
    const res = await m.client.patch(`/api/users/${m.user.id}/settings`, change);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(change);
    expect(await settingsOf(m)).toMatchObject(change);
  });

  it.each([
    ['remindDaysBefore', 8],
    ['remindDaysBefore', -1],
    ['remindDaysBefore', 1.5],
    ['remindHour', 24],
    ['remindHour', '9'],
    ['timeZone', 'Mars/Olympus_Mons'],
    ['timeZone', '+01:00'],
    ['timeZone', ''],
    ['overdueDigest', 'yes'],
    ['language', 'de'],
  ])('refuses %s = %j with 400 and changes nothing', async (field, value) => {
    const m = await t.member(`Strict ${field}`);
    const before = await settingsOf(m);
    const res = await m.client.patch(`/api/users/${m.user.id}/settings`, { remindHour: 6, [field]: value });
    expect(res.status).toBe(400);
    expect(await settingsOf(m)).toEqual(before);
  });

  it('are the member’s own: another member (even an admin) cannot change them', async () => {
    const m = await t.member('Owner Of Settings');
    const other = await t.member('Nosy Neighbour');
    const res = await other.client.patch(`/api/users/${m.user.id}/settings`, { language: 'fr' });
    expect(res.status).toBe(403);
    expect((await settingsOf(m)).language).toBe('en');
  });
});

describe('the reminder sweep', () => {
  it('reminds the assignee the day before at their local hour, then on the due day, each once', async () => {
    const owner = await t.member('Sweep Owner');
    const ann = await member('Sweep Ann', { timeZone: 'Europe/Brussels', remindHour: 9 });
    const task = await createTask(owner.client, {
      title: 'File the taxes',
      dueDate: '2027-03-10',
      assigneeId: ann.user.id,
    });

    // 9 March, 07:59 UTC is 08:59 in Brussels: not yet.
    await runReminderSweep(t.app.deps, new Date('2027-03-09T07:59:00Z'));
    expect(await deliveries(ann.user.id)).toEqual([]);
    await runReminderSweep(t.app.deps, new Date('2027-03-09T08:00:00Z'));
    await runReminderSweep(t.app.deps, new Date('2027-03-09T08:01:00Z'));
    expect(await deliveries(ann.user.id)).toEqual([
      { kind: 'before', task_id: task.id, local_day: '2027-03-09' },
    ]);
    await runReminderSweep(t.app.deps, new Date('2027-03-10T08:00:00Z'));
    await runReminderSweep(t.app.deps, new Date('2027-03-10T12:00:00Z'));
    expect((await deliveries(ann.user.id)).map((d) => `${d.kind}@${d.local_day}`)).toEqual([
      'before@2027-03-09',
      'due@2027-03-10',
    ]);
    const reminders = (await inboxOf(ann)).filter((i) => i.type === 'reminder');
    expect(reminders).toEqual([
      expect.objectContaining({ taskId: task.id, title: 'File the taxes' }),
      expect.objectContaining({ taskId: task.id, title: 'File the taxes' }),
    ]);
    // Nothing for the owner: the task has an assignee.
    expect(await deliveries(owner.user.id)).toEqual([]);
  });

  it('reminds the owner when nobody is assigned, and never for a done task', async () => {
    const olga = await member('Sweep Olga', { timeZone: 'America/Los_Angeles' });
    const open = await createTask(olga.client, { title: 'Renew passport', dueDate: '2027-04-02' });
    const done = await createTask(olga.client, { title: 'Already done', dueDate: '2027-04-02' });
    expect((await olga.client.patch(`/api/tasks/${done.id}`, { status: 'done' })).status).toBe(200);
    // 1 April 09:00 in Los Angeles (PDT, -7) is 16:00 UTC.
    await runReminderSweep(t.app.deps, new Date('2027-04-01T16:00:00Z'));
    expect(await deliveries(olga.user.id)).toEqual([
      { kind: 'before', task_id: open.id, local_day: '2027-04-01' },
    ]);
  });

  it('catches up once after downtime, and re-plans when the due date moves', async () => {
    const owner = await t.member('Moving Owner');
    const bea = await member('Sweep Bea', { timeZone: 'Pacific/Auckland', remindDaysBefore: 2 });
    const task = await createTask(owner.client, {
      title: 'Book the venue',
      dueDate: '2027-05-20',
      assigneeId: bea.user.id,
    });
    // Down from before the early reminder (18 May) until the due day in Auckland: one reminder, the due day's.
    await runReminderSweep(t.app.deps, new Date('2027-05-20T01:00:00Z'));
    await runReminderSweep(t.app.deps, new Date('2027-05-20T01:05:00Z'));
    expect((await deliveries(bea.user.id)).map((d) => `${d.kind}@${d.local_day}`)).toEqual([
      'due@2027-05-20',
    ]);

    // The due date moves to the 25th: its early reminder comes on the 23rd at 09:00 (NZST, +12).
    expect((await owner.client.patch(`/api/tasks/${task.id}`, { dueDate: '2027-05-25' })).status).toBe(200);
    await runReminderSweep(t.app.deps, new Date('2027-05-22T20:59:00Z'));
    expect(await deliveries(bea.user.id)).toHaveLength(1);
    await runReminderSweep(t.app.deps, new Date('2027-05-22T21:00:00Z'));
    expect((await deliveries(bea.user.id)).map((d) => `${d.kind}@${d.local_day}`)).toEqual([
      'due@2027-05-20',
      'before@2027-05-23',
    ]);
    // Reassigned to someone else: they get the due day's reminder, Bea not.
    const cid = await member('Sweep Cid', { timeZone: 'UTC' });
    expect((await owner.client.patch(`/api/tasks/${task.id}`, { assigneeId: cid.user.id })).status).toBe(200);
    await runReminderSweep(t.app.deps, new Date('2027-05-25T09:00:00Z'));
    expect((await deliveries(cid.user.id)).map((d) => `${d.kind}@${d.local_day}`)).toEqual([
      'due@2027-05-25',
    ]);
    expect(await deliveries(bea.user.id)).toHaveLength(2);
  });

  it('sends the overdue digest once a day at the local hour, unless turned off', async () => {
    const dan = await member('Digest Dan', { timeZone: 'Europe/Brussels', remindHour: 8 });
    const quiet = await member('Digest Quiet', { overdueDigest: false });
    await createTask(dan.client, { title: 'Late one', dueDate: '2027-06-01' });
    await createTask(dan.client, { title: 'Late two', dueDate: '2027-06-03' });
    await createTask(quiet.client, { title: 'Quietly late', dueDate: '2027-06-01' });
    // 10 June 08:00 in Brussels (CEST) is 06:00 UTC.
    await runReminderSweep(t.app.deps, new Date('2027-06-10T05:59:00Z'));
    expect(await deliveries(dan.user.id)).toEqual([]);
    await runReminderSweep(t.app.deps, new Date('2027-06-10T06:00:00Z'));
    await runReminderSweep(t.app.deps, new Date('2027-06-10T18:00:00Z'));
    expect(await deliveries(dan.user.id)).toEqual([
      { kind: 'overdue_digest', task_id: null, local_day: '2027-06-10' },
    ]);
    expect((await inboxOf(dan)).filter((i) => i.type === 'overdue_digest')).toEqual([
      expect.objectContaining({ taskId: null, title: 'Overdue tasks: 2' }),
    ]);
    expect(await deliveries(quiet.user.id)).toEqual([]);
  });
});

describe('mail in the member’s language', () => {
  it('writes reminders, digests and task notifications in en, fr and nl, HTML and text, with both links', async () => {
    const boss = await t.member('Polyglot Boss');
    const people = {
      en: await member('Mail English', { language: 'en' }),
      fr: await member('Mail Français', { language: 'fr' }),
      nl: await member('Mail Nederlands', { language: 'nl' }),
    };
    const expected = {
      en: {
        assigned: 'Task assigned to you: Ship it',
        reminder: 'Reminder: Ship it is due on 2027-07-02',
        open: 'Open the task',
        settings: 'Notification settings',
      },
      fr: {
        assigned: 'Tâche qui vous est assignée : Ship it',
        reminder: 'Rappel : Ship it est à rendre le 2027-07-02',
        open: 'Ouvrir la tâche',
        settings: 'Paramètres des notifications',
      },
      nl: {
        assigned: 'Taak aan jou toegewezen: Ship it',
        reminder: 'Herinnering: Ship it moet klaar zijn op 2027-07-02',
        open: 'Taak openen',
        settings: 'Meldingsinstellingen',
      },
    };
    const tasks: Record<string, string> = {};
    for (const [lang, m] of Object.entries(people)) {
      tasks[lang] = (
        await createTask(boss.client, { title: 'Ship it', dueDate: '2027-07-02', assigneeId: m.user.id })
      ).id;
    }
    await runReminderSweep(t.app.deps, new Date('2027-07-01T09:00:00Z'));

    for (const [lang, m] of Object.entries(people) as [keyof typeof expected, Member & { email: string }][]) {
      const want = expected[lang];
      const mails = await eventually(async () => {
        const parsed = await Promise.all(
          mailSpool(t.config.dataDir)
            .filter((raw) => raw.includes(m.email))
            .map((raw) => simpleParser(raw)),
        );
        return parsed.length >= 2 ? parsed : undefined;
      }, `the mails to ${m.email}`);
      const subjects = mails.map((p) => p.subject);
      expect(subjects).toEqual(expect.arrayContaining([want.assigned, want.reminder]));
      for (const mail of mails) {
        const taskUrl = `https://tasks.example.com/app/tasks/${tasks[lang]}`;
        const settingsUrl = 'https://tasks.example.com/app?panel=notifications';
        expect(mail.text, `${lang} text`).toContain(`${want.open}: ${taskUrl}`);
        expect(mail.text, `${lang} text`).toContain(`${want.settings}: ${settingsUrl}`);
        expect(mail.html || '', `${lang} html`).toContain(`<a href="${taskUrl}">${want.open}</a>`);
        expect(mail.html || '', `${lang} html`).toContain(`<a href="${settingsUrl}">${want.settings}</a>`);
        expect(mail.html || '', `${lang} html`).toContain(`<html lang="${lang}">`);
      }
    }
    const frReminder = (
      await Promise.all(
        mailSpool(t.config.dataDir)
          .filter((r) => r.includes(people.fr.email))
          .map((r) => simpleParser(r)),
      )
    ).find((p) => p.subject?.startsWith('Rappel'));
    expect(frReminder?.text).toContain('La tâche « Ship it » est à rendre le 2027-07-02.');
    expect(frReminder?.text).toContain('Priorité : moyenne');
  });
});

// Two instances need one shared PostgreSQL server, as mail-outbox.instances.int.test.ts.
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one database', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  async function instance(databaseUrl: string): Promise<RunningApp> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-reminders-'));
    const app = await startApp(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_MAX: '5',
        SEED_DEMO: '1',
        NAME_ONLY_LOGIN: '1',
        SIGNUP: 'open',
        SESSION_SECRET: 'one-secret-for-both-instances-0123456789',
        DATA_DIR: dataDir,
      }),
      createLogger('silent'),
    );
    cleanup.push(async () => {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return app;
  }

  it('send each reminder once when both sweep at the same instant', async () => {
    const db = (await createTestDatabase())!;
    cleanup.push(() => db.drop());
    const a = await instance(db.url);
    const b = await instance(db.url);
    const admin = new TestClient(a.url);
    await admin.signIn('admin@example.com', 'admin123');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await admin.post('/api/tasks', { title: `Twice ${i}`, dueDate: '2027-08-10' });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const now = new Date('2027-08-09T09:30:00Z');
    const results = await Promise.all([
      runReminderSweep(a.deps, now),
      runReminderSweep(b.deps, now),
      runReminderSweep(a.deps, now),
      runReminderSweep(b.deps, now),
    ]);
    const sent = results.flatMap((r) => r.sent).filter((k) => k.taskId && ids.includes(k.taskId));
    expect(sent).toHaveLength(5);
    const em = a.deps.orm.em.fork() as EntityManager;
    const [row] = await em.execute<{ deliveries: number; items: number; mails: number }[]>(
      `select (select count(*)::int from reminder_deliveries where task_id = any(?::uuid[])) as deliveries,
              (select count(*)::int from notifications where type = 'reminder' and task_id = any(?::uuid[])) as items,
              (select count(*)::int from mail_outbox where subject like 'Reminder: Twice %') as mails`,
      [`{${ids.join(',')}}`, `{${ids.join(',')}}`],
    );
    expect(row).toEqual({ deliveries: 5, items: 5, mails: 5 });
  });
});
