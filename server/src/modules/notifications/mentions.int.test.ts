import type { NotificationPayload } from '@tm/domain/realtime/socket-events';
import { mentionToken } from '@tm/domain/text/mentions';
import { afterEach, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, eventually, type TestSocket } from '../../../test/test-socket.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';

type Member = SignedIn & { email: string; socket: TestSocket };

const t = useTestApp();
const sockets: TestSocket[] = [];

afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

async function member(name: string): Promise<Member> {
  const m = await t.member(name);
  const [row] = await sql<{ email: string }>(t, 'select email from users where id = ?', [m.user.id]);
  const socket = await connectSocket(t.url, m.client.cookieHeader);
  sockets.push(socket);
  return { ...m, email: row!.email, socket };
}

const at = (m: Member) => mentionToken(m.user.name, m.user.id);

/** The notification events a member's socket received so far. */
const heardBy = (m: Member) =>
  m.socket.received.filter(([name]) => name === 'notification').map(([, p]) => p as NotificationPayload);

/** Notification mail written to the outbox for a member, oldest batch first (one batch's mails share a time). */
const mailTo = (m: Member) =>
  sql<{ subject: string; body_text: string }>(
    t,
    `select subject, body_text from mail_outbox where to_address = ? and kind = 'notification' order by created_at`,
    [m.email],
  );

/** Waits for the member's `count`-th mail (the notifier delivers in order, so earlier ones are all in). */
const mailsArrive = (m: Member, count: number) =>
  eventually(async () => {
    const rows = await mailTo(m);
    return rows.length >= count && rows;
  }, `${count} mail(s) to ${m.user.name}`);

async function comment(by: Member, taskId: string, content: string) {
  const res = await by.client.post(`/api/tasks/${taskId}/comments`, { content });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('mentions', () => {
  it('tell each mentioned member once by socket and mail, never the author', async () => {
    const ann = await member('Ann Author');
    const ben = await member('Ben Mentioned');
    const task = await createTask(ann.client, { title: 'Plan the launch' });

    await comment(ann, task.id, `${at(ben)} and again ${at(ben)}, also me ${at(ann)}: <b>go</b>`);

    const [mail] = await mailsArrive(ben, 1);
    expect(mail!.subject).toBe('You were mentioned in: Plan the launch');
    // Mentions read as names in the mail, never as tokens; the text is quoted as written.
    expect(mail!.body_text).toContain('Ann Author mentioned you in the task "Plan the launch":');
    expect(mail!.body_text).toContain(
      '@Ben Mentioned and again @Ben Mentioned, also me @Ann Author: <b>go</b>',
    );
    await eventually(async () => heardBy(ben).length === 1, 'the socket notification');
    expect(heardBy(ben)).toEqual([
      {
        kind: 'mentioned',
        taskId: task.id,
        taskTitle: 'Plan the launch',
        actor: { name: 'Ann Author', avatar: expect.any(String) },
        createdAt: expect.any(String),
      },
    ]);
    expect(await mailTo(ann)).toEqual([]);
    expect(heardBy(ann)).toEqual([]);
  });

  it('tell the owner of the task once for a comment that mentions them (mentioned, not also commented)', async () => {
    const olga = await member('Olga Owner');
    const carl = await member('Carl Commenter');
    const task = await createTask(olga.client, { title: 'Owned task' });

    await comment(carl, task.id, `${at(olga)} please look`);
    const mails = await mailsArrive(olga, 1);
    // A plain comment afterwards: once its mail is in, the first comment's are all in too.
    await comment(carl, task.id, 'A plain comment');
    const all = await mailsArrive(olga, 2);
    expect(all.map((m) => m.subject).sort()).toEqual([
      'New comment on: Owned task',
      'You were mentioned in: Owned task',
    ]);
    expect(mails[0]!.subject).toBe('You were mentioned in: Owned task');
    await eventually(async () => heardBy(olga).length === 2, 'two socket notifications');
    expect(
      heardBy(olga)
        .map((n) => n.kind)
        .sort(),
    ).toEqual(['commented', 'mentioned']);
  });

  it('follow the "notify when mentioned" setting (on by default)', async () => {
    const ann = await member('Ann Setter');
    const quiet = await member('Quinn Quiet');
    const me = await quiet.client.get(`/api/users/${quiet.user.id}`);
    expect(me.body.notifyOnMention).toBe(true);
    const off = await quiet.client.patch(`/api/users/${quiet.user.id}/settings`, { notifyOnMention: false });
    expect(off.status).toBe(200);
    expect(off.body.notifyOnMention).toBe(false);
    const invalid = await quiet.client.patch(`/api/users/${quiet.user.id}/settings`, {
      notifyOnMention: 'no',
    });
    expect(invalid.status).toBe(400);

    const task = await createTask(ann.client, { title: 'Quiet task' });
    await comment(ann, task.id, `${at(quiet)} while off`);
    expect(
      (await quiet.client.patch(`/api/users/${quiet.user.id}/settings`, { notifyOnMention: true })).body
        .notifyOnMention,
    ).toBe(true);
    await comment(ann, task.id, `${at(quiet)} while on`);

    // Delivered in order: once the second mention's mail is in, the first had its turn and sent nothing.
    const mails = await mailsArrive(quiet, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain('while on');
    await eventually(async () => heardBy(quiet).length === 1, 'the socket notification');
  });

  it("tell only newly added mentions when a description or a comment changes, with the member's current name", async () => {
    const ann = await member('Ann Writer');
    const ben = await member('Ben First');
    const cleo = await member('Cleo Later');

    const task = await createTask(ann.client, { title: 'Described', description: `Ask ${at(ben)}` });
    await mailsArrive(ben, 1);

    // Cleo is renamed before she is mentioned: the mail shows the name she has now.
    const renamed = await cleo.client.patch(`/api/auth/users/${cleo.user.id}`, { name: 'Cleo Renamed' });
    expect(renamed.status).toBe(200);
    const changed = await ann.client.patch(`/api/tasks/${task.id}`, {
      description: `Ask ${at(ben)} and ${at(cleo)}`,
      version: task.version,
    });
    expect(changed.status).toBe(200);
    const [cleoMail] = await mailsArrive(cleo, 1);
    expect(cleoMail!.subject).toBe('You were mentioned in: Described');
    expect(cleoMail!.body_text).toContain('Ask @Ben First and @Cleo Renamed');

    // A comment edit that adds Cleo tells her; editing it again with the same mention does not.
    const c = await comment(ann, task.id, 'No one yet');
    const edit = (content: string) => ann.client.patch(`/api/tasks/${task.id}/comments/${c.id}`, { content });
    expect((await edit(`Now ${at(cleo)}`)).status).toBe(200);
    await mailsArrive(cleo, 2);
    expect((await edit(`Now ${at(cleo)}, fixed a typo`)).status).toBe(200);
    // A last mention in a new comment: when it arrives, the typo fix had its turn.
    await comment(ann, task.id, `Bye ${at(cleo)}`);
    const cleoMails = await mailsArrive(cleo, 3);
    expect(cleoMails.map((m) => m.body_text.match(/(Ask|Now|Bye)[^\n]*/)?.[0]).sort()).toEqual([
      'Ask @Ben First and @Cleo Renamed',
      'Bye @Cleo Renamed',
      'Now @Cleo Renamed',
    ]);
    // Ben was in the description before the change: told once, at creation.
    expect(await mailTo(ben)).toHaveLength(1);
  });

  it('ignore a token naming nobody on the team', async () => {
    const ann = await member('Ann Alone');
    const ben = await member('Ben Witness');
    const task = await createTask(ann.client, { title: 'Ghosts' });
    const ghost = mentionToken('Ghost', '00000000-0000-4000-8000-000000000000');
    await comment(ann, task.id, `${ghost} then ${at(ben)}`);
    const [mail] = await mailsArrive(ben, 1);
    expect(mail!.body_text).toContain('@Ghost then @Ben Witness');
  });
});
