import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sendJson, signIn } from '../lib/api.ts';
import { type ChildScript, forkScript } from '../lib/child-script.ts';
import type { BenchContext } from '../lib/context.ts';
import { createBenchDatabase } from '../lib/database.ts';
import { InspectorClient } from '../lib/inspector.ts';
import { PORTS } from '../lib/paths.ts';
import { seedTasks } from '../lib/seed.ts';
import { startServer } from '../lib/server-process.ts';
import { monoMs, percentile, round, sleep } from '../lib/stats.ts';
import { nextMessage } from './fanout.ts';

const VIEWERS = Number(process.env.BENCH_WALL_VIEWERS ?? '15000');
const VIEWER_PROCESSES = 2;
const MEMBERS = 100;
/** Publishes, each its own message: further apart than the stream's debounce and the delivery itself. */
const PUBLISHES = 10;
const PUBLISH_GAP_MS = 1_500;
/** Members' changes per second while the viewers are served (and before, for comparison). */
const MEMBER_CHANGES_PER_S = 5;
const VIEWER_SCRIPT = path.join(import.meta.dirname, 'sse-viewers.ts');
const MEMBER_SCRIPT = path.join(import.meta.dirname, 'socket-clients.ts');

/**
 * Workload 3c (issue 25): VIEWERS anonymous public dashboards on the Server-Sent
 * Events stream of one instance. Heap per viewer = the server's V8 heap after a
 * forced full GC with the viewers connected, minus the same before, over the count.
 * Delivery: from a publish request's start to each viewer receiving the new list
 * (viewers in VIEWER_PROCESSES child processes, same monotonic clock). Members:
 * MEMBERS Socket.IO clients timing `task:updated`, without viewers and with them.
 */
export async function runWallScreens(ctx: BenchContext): Promise<void> {
  const w = 'wall-screens';
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  if (Number.isFinite(limit) && limit < VIEWERS + 1_000) {
    ctx.results.skip(
      w,
      `open-file limit ${limit} is below ${VIEWERS + 1_000}: lower BENCH_WALL_VIEWERS or raise it`,
    );
    return;
  }
  const db = await createBenchDatabase();
  const server = await startServer({
    port: PORTS.app,
    databaseUrl: db.url,
    inspectPort: PORTS.inspector,
    // Every viewer comes from 127.0.0.1 here: the per-address limit would otherwise stop them at 50.
    env: { PUBLIC_STREAM_MAX: String(VIEWERS + 100), PUBLIC_STREAM_PER_ADDRESS: String(VIEWERS + 100) },
  });
  const clients: ChildScript[] = [];
  const inspector = await InspectorClient.connect(PORTS.inspector);
  try {
    await seedTasks(db.url, 200, 0);
    const cookie = await signIn(server.url);
    const tasks = await (await fetch(`${server.url}/api/tasks`, { headers: { cookie } })).json();
    // Members change private tasks only: 10% of the seeded tasks are public, and a change to one
    // would be a list message the viewers count as a publish (it shifted every delivery time).
    const ids = (tasks as { id: string; isPublic: boolean }[]).filter((t) => !t.isPublic).map((t) => t.id);
    // A wall's list: 30 public tasks of the signed-in member (only the owner publishes); the publishes below add 10 more.
    const own: string[] = [];
    for (let k = 0; k < 30 + PUBLISHES; k++) {
      const task = await sendJson<{ id: string }>(
        'POST',
        `${server.url}/api/tasks`,
        { title: `Wall task ${k}` },
        cookie,
      );
      own.push(task.id);
    }
    for (const id of own.slice(0, 30)) {
      await sendJson('PATCH', `${server.url}/api/tasks/${id}/visibility`, { isPublic: true }, cookie);
    }
    const members = await forkScript(MEMBER_SCRIPT, [server.url, cookie, String(MEMBERS), 'listen']);
    clients.push(members);
    await nextMessage(members, 'connected');
    const membersAlone = await memberChanges(server.url, cookie, ids, members, 'alone');

    // Warm the stream's code paths with a few viewers so one-off allocations are not counted per viewer.
    const warm = await forkScript(VIEWER_SCRIPT, [server.url, '10']);
    clients.push(warm);
    await nextMessage(warm, 'connected');
    await sleep(1_000);
    const heapBefore = await inspector.heapUsedAfterGc();
    const rssBefore = server.rss();
    const t0 = monoMs();
    const viewers: ChildScript[] = [];
    const connected: Promise<{ count: number; failed: number }>[] = [];
    for (let p = 0; p < VIEWER_PROCESSES; p++) {
      const c = await forkScript(VIEWER_SCRIPT, [server.url, String(VIEWERS / VIEWER_PROCESSES)]);
      clients.push(c);
      viewers.push(c);
      connected.push(nextMessage(c, 'connected'));
    }
    const counts = await Promise.all(connected);
    const viewerCount = counts.reduce((s, c) => s + c.count, 0);
    const failedCount = counts.reduce((s, c) => s + c.failed, 0);
    const connectS = (monoMs() - t0) / 1000;
    await sleep(2_000);
    const heapAfter = await inspector.heapUsedAfterGc();
    const rssAfter = server.rss();

    // Publishes while members keep changing tasks.
    const membersDuring = memberChanges(server.url, cookie, ids, members, 'during');
    const sent: number[] = [];
    for (let k = 0; k < PUBLISHES; k++) {
      sent.push(monoMs());
      await sendJson(
        'PATCH',
        `${server.url}/api/tasks/${own[30 + k]}/visibility`,
        { isPublic: true },
        cookie,
      );
      await sleep(PUBLISH_GAP_MS);
    }
    const during = await membersDuring;
    const delays: number[] = [];
    let missing = 0;
    for (const c of viewers) {
      const reply = nextMessage<{ delays: number[]; missing: number }>(c, 'delays');
      c.child.send({ type: 'collect', sent });
      const r = await reply;
      missing += r.missing;
      for (const d of r.delays) delays.push(d);
    }

    const perViewerKb = (heapAfter - heapBefore) / viewerCount / 1024;
    ctx.results.below(
      w,
      `server heap per anonymous viewer (${viewerCount} SSE streams)`,
      perViewerKb,
      'KB',
      4,
      {
        note:
          `heap ${round(heapBefore / 2 ** 20)} -> ${round(heapAfter / 2 ** 20)} MB after full GC; RSS ${round(rssBefore)} -> ` +
          `${round(rssAfter)} MB; connected in ${round(connectS)} s, ${failedCount} failed; open-file limit ${limit}`,
      },
    );
    ctx.results.below(
      w,
      `publish to every viewer p99 (${viewerCount} viewers)`,
      percentile(delays, 99),
      'ms',
      1000,
      {
        note:
          `from the publish request's start; p50 ${round(percentile(delays, 50))} ms, max ` +
          `${round(delays.reduce((m, d) => Math.max(m, d), 0))} ms; ${delays.length} deliveries, ${missing} missing, ` +
          `${PUBLISHES} publishes ${PUBLISH_GAP_MS} ms apart`,
      },
    );
    ctx.results.add({
      workload: w,
      name: `members' task:updated p99 while viewers are served (${MEMBERS} members, ${MEMBER_CHANGES_PER_S}/s)`,
      value: round(percentile(during.delays, 99)),
      unit: 'ms',
      target: 'info',
      met: null,
      note: `without viewers: p99 ${round(percentile(membersAlone.delays, 99))} ms; missing ${during.missing} (alone ${membersAlone.missing})`,
    });
  } finally {
    inspector.close();
    for (const c of clients) if (c.child.connected) c.child.send({ type: 'close' });
    await Promise.all(clients.map((c) => c.stop()));
    await server.stop();
    await db.drop();
  }
}

/** Members' title changes at MEMBER_CHANGES_PER_S for the publishes' span; their `task:updated` delays. */
async function memberChanges(url: string, cookie: string, ids: string[], members: ChildScript, tag: string) {
  const total = Math.ceil((PUBLISHES * PUBLISH_GAP_MS * MEMBER_CHANGES_PER_S) / 1000);
  const sent: Record<string, number> = {};
  const start = monoMs();
  for (let k = 0; k < total; k++) {
    const wait = start + (k * 1000) / MEMBER_CHANGES_PER_S - monoMs();
    if (wait > 0) await sleep(wait);
    const title = `Member change ${tag} ${k}`;
    const a = monoMs();
    // Seeded private tasks: the viewers' list does not move.
    await sendJson('PATCH', `${url}/api/tasks/${ids[k % 50]}`, { title }, cookie);
    sent[title] = a;
  }
  await sleep(1_000);
  const reply = nextMessage<{ delays: number[]; missing: number }>(members, 'delays');
  members.child.send({ type: 'collect', sent });
  return reply;
}
