import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestApp, useTestApp } from '../../../test/test-app.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';

const t = useTestApp();
let ana: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  ana = await t.member('Ana Calendar');
  bob = await t.member('Bob Other');
});

/** The feed as a calendar app fetches it: no cookie, the token is the only key. */
async function fetchFeed(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function events(ics: string): VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

/** node-ical builds date-only values at local midnight. */
const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

async function linksOf(member: typeof ana) {
  const res = await member.client.get(`/api/ical/user/${member.user.id}/token`);
  expect(res.status).toBe(200);
  return res.body as { token: string; url: string; webcalUrl: string };
}

describe('calendar feed', () => {
  it("holds exactly the user's dated tasks as all-day events, field by field", async () => {
    const own = await createTask(ana.client, {
      title: 'Review, plan; ship',
      dueDate: '2026-12-31',
      priority: 'high',
    });
    const assigned = await createTask(bob.client, {
      title: 'Assigned to Ana',
      dueDate: '2027-02-28',
      assigneeId: ana.user.id,
    });
    await createTask(ana.client, { title: 'No due date' });
    await createTask(bob.client, { title: 'Bob alone', dueDate: '2026-12-01' });

    const links = await linksOf(ana);
    expect(links.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(links.url).toBe(`${t.url}/api/ical/user/${ana.user.id}/subscribe.ics?token=${links.token}`);
    expect(links.webcalUrl).toBe(links.url.replace(/^http:/, 'webcal:'));

    const feed = await fetchFeed(links.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('content-disposition')).toBe('attachment; filename=tasks-Ana-Calendar.ics');
    expect(feed.text).toContain('X-WR-CALNAME:Task Manager – Ana Calendar');
    expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);

    const parsed = events(feed.text);
    expect(parsed.map((e) => e.uid).sort()).toEqual(
      [`task-${assigned.id}@taskmanager`, `task-${own.id}@taskmanager`].sort(),
    );
    const ownEvent = parsed.find((e) => e.uid === `task-${own.id}@taskmanager`)!;
    expect(ownEvent.summary).toBe(`${own.ref} Review, plan; ship`);
    expect(ownEvent.datetype).toBe('date');
    expect(ownEvent.start.dateOnly).toBe(true);
    expect(localDate(ownEvent.start)).toBe('2026-12-31');
    expect(localDate(ownEvent.end!)).toBe('2027-01-01');
    expect(ownEvent.transparency).toBe('TRANSPARENT');
    expect(ownEvent.lastmodified?.toISOString()).toBe(
      new Date(own.updatedAt).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    );
    expect(Number(ownEvent.sequence)).toBeGreaterThan(0);
    expect(String(ownEvent.description)).toContain('Priority: high');
    const assignedEvent = parsed.find((e) => e.uid === `task-${assigned.id}@taskmanager`)!;
    expect(localDate(assignedEvent.start)).toBe('2027-02-28');
    expect(localDate(assignedEvent.end!)).toBe('2027-03-01');
    expect(String(assignedEvent.description)).toContain('Owner: Bob Other');
    // Raw lines as Google, Apple and Outlook read them.
    expect(feed.text).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101');
  });

  it('escapes names and titles with ; , \\ and folds long UTF-8 text into a feed a parser reads back', async () => {
    const member = await t.member('Zoë; Ng, \\ Co');
    const long = 'Réunion é€😀 東京 '.repeat(25).trim();
    const titled = await createTask(member.client, { title: 'Plan; ship, \\ test', dueDate: '2026-12-02' });
    const longOne = await createTask(member.client, { title: long, dueDate: '9999-12-31' });
    const feed = await fetchFeed((await linksOf(member)).url);
    expect(feed.status).toBe(200);

    const parsed = events(feed.text);
    expect(parsed.find((e) => e.uid === `task-${titled.id}@taskmanager`)?.summary).toBe(
      `${titled.ref} Plan; ship, \\ test`,
    );
    expect(parsed.find((e) => e.uid === `task-${longOne.id}@taskmanager`)?.summary).toBe(
      `${longOne.ref} ${long}`,
    );
    expect(String(parsed[0]!.description)).toContain('Owner: Zoë; Ng, \\ Co');
    expect(feed.text).toContain('X-WR-CALNAME:Task Manager – Zoë\\; Ng\\, \\\\ Co\r\n');
    for (const line of feed.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('keeps a title stored with a line break before the input rules inside its event', async () => {
    const task = await createTask(ana.client, { title: 'Clean', dueDate: '2026-12-03' });
    await sql(t, 'update tasks set title = ? where id = ?', ['Line\nEND:VCALENDAR\u0007', task.id]);
    const feed = await fetchFeed((await linksOf(ana)).url);
    expect(feed.text.split('\r\n').filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
    const event = events(feed.text).find((e) => e.uid === `task-${task.id}@taskmanager`);
    expect(event?.summary).toBe(`${task.ref} Line\nEND:VCALENDAR`);
  });

  it('replaces an edited task instead of adding a copy', async () => {
    const task = await createTask(ana.client, { title: 'Before edit', dueDate: '2026-12-10' });
    const links = await linksOf(ana);
    const before = events((await fetchFeed(links.url)).text).find(
      (e) => e.uid === `task-${task.id}@taskmanager`,
    )!;
    // SEQUENCE has one-second resolution.
    await new Promise((r) => setTimeout(r, 1100));
    const res = await ana.client.patch(`/api/tasks/${task.id}`, {
      title: 'After edit',
      dueDate: '2026-12-11',
    });
    expect(res.status).toBe(200);

    const after = events((await fetchFeed(links.url)).text).filter(
      (e) => e.uid === `task-${task.id}@taskmanager`,
    );
    expect(after).toHaveLength(1);
    expect(after[0]!.summary).toBe(`${task.ref} After edit`);
    expect(localDate(after[0]!.start)).toBe('2026-12-11');
    expect(Number(after[0]!.sequence)).toBeGreaterThan(Number(before.sequence));
  });

  it('answers 404 to a missing, wrong or borrowed token and to unknown users', async () => {
    const links = await linksOf(ana);
    const base = `${t.url}/api/ical/user/${ana.user.id}/subscribe.ics`;
    expect((await fetchFeed(base)).status).toBe(404);
    expect((await fetchFeed(`${base}?token=`)).status).toBe(404);
    // One character changed (the first: the last of a base64url SHA-256 has only four values, often 'A').
    const altered = (links.token[0] === 'A' ? 'B' : 'A') + links.token.slice(1);
    expect((await fetchFeed(`${base}?token=${altered}`)).status).toBe(404);
    expect((await fetchFeed(`${base}?token=${links.token}&token=${links.token}`)).status).toBe(404);
    expect((await fetchFeed(links.url.replace(ana.user.id, bob.user.id))).status).toBe(404);
    expect(
      (await fetchFeed(links.url.replace(ana.user.id, '00000000-0000-4000-8000-000000000000'))).status,
    ).toBe(404);
    expect((await fetchFeed(links.url.replace(ana.user.id, 'not-a-uuid'))).status).toBe(404);
    const refused = await fetchFeed(`${base}?token=wrong`);
    expect(refused.text).not.toContain('BEGIN:VCALENDAR');
  });

  it('shows the link to its owner only', async () => {
    expect((await bob.client.get(`/api/ical/user/${ana.user.id}/token`)).status).toBe(403);
    expect((await bob.client.post(`/api/ical/user/${ana.user.id}/token`)).status).toBe(403);
    expect((await t.client().get(`/api/ical/user/${ana.user.id}/token`)).status).toBe(401);
    // The same token each time until it is rotated.
    expect((await linksOf(ana)).token).toBe((await linksOf(ana)).token);
  });

  it('rotation revokes the previous URL', async () => {
    const old = await linksOf(ana);
    const res = await ana.client.post(`/api/ical/user/${ana.user.id}/token`);
    expect(res.status).toBe(200);
    expect(res.body.token).not.toBe(old.token);
    expect((await fetchFeed(old.url)).status).toBe(404);
    expect((await fetchFeed(res.body.url)).status).toBe(200);
    expect((await linksOf(ana)).token).toBe(res.body.token);
  });
});

describe('calendar links behind a public address', () => {
  it('use PUBLIC_URL', async () => {
    const app = await startTestApp({ PUBLIC_URL: 'https://tasks.example.com/' });
    try {
      const member = await app.member('Public Url');
      const res = await member.client.get(`/api/ical/user/${member.user.id}/token`);
      expect(res.body.url).toMatch(
        /^https:\/\/tasks\.example\.com\/api\/ical\/user\/[0-9a-f-]+\/subscribe\.ics\?token=/,
      );
      expect(res.body.webcalUrl).toBe(res.body.url.replace(/^https:/, 'webcal:'));
    } finally {
      await app.stop();
    }
  });
});
