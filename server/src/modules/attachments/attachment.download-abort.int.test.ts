import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/test-socket.ts';
import { startAppWithLogs } from '../integrations/testing/captured-app.test-helper.ts';
import { bytes, createTask, type Member, uploadFile } from './attachments.test-kit.ts';

let t: Awaited<ReturnType<typeof startAppWithLogs>>;
let demo: Member;
beforeAll(async () => {
  t = await startAppWithLogs();
  const client = t.client();
  const user = await client.signIn('demo@example.com', 'demo123');
  demo = { client, id: user.id };
});
afterAll(() => t?.stop());

/** Starts a download and hangs up as soon as the headers arrive, without reading the body. */
function downloadAndHangUp(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(t.url + url, { headers: { cookie } }, (res) => {
      res.socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
}

describe('a download the client abandons', () => {
  it('is logged at debug level, never as a failed request', async () => {
    const taskId = await createTask(t, demo.id);
    // Far more than the socket buffers hold while the client reads nothing: the transfer is cut mid-way.
    const uploaded = await uploadFile(demo, t.url, taskId, 'big.bin', bytes(8 * 1024 * 1024));
    expect(uploaded.status).toBe(201);

    expect(await downloadAndHangUp(uploaded.body.url, demo.client.cookieHeader)).toBe(200);

    const aborted = await eventually(async () => {
      const line = t
        .logs()
        .split('\n')
        .find((l) => l.includes('download aborted by the client'));
      return line ? (JSON.parse(line) as { level: number }) : undefined;
    }, 'the aborted download is logged');
    expect(aborted.level).toBe(20);
    expect(t.logs()).not.toContain('"request failed"');
  });
});
