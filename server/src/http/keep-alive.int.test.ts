import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

function get(agent: http.Agent, path: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${t.url}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

describe('keep-alive connections', () => {
  // Node closes an idle connection after its keep-alive timeout plus a 1 s buffer (6 s by default).
  it('stay open past Node’s default 6 s, so a client that waited reuses its connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent, '/api/health')).toEqual({ status: 200, reusedSocket: false });
      await new Promise((r) => setTimeout(r, 7_000));
      expect(await get(agent, '/api/health')).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });
});
