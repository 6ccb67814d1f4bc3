import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ PUBLIC_URL: 'https://tasks.example.com', ALLOWED_HOSTS: 'proxy.internal' });
let port: number;
beforeAll(async () => {
  port = Number(new URL(t.url).port);
});

interface RawAnswer {
  status: number;
  body: string;
  upgraded: boolean;
}

/** A request with the Host header a browser would send after a DNS rebinding (fetch cannot set Host). */
function requestWithHost(
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { ...headers, host } });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, upgraded: false }));
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, body: '', upgraded: true });
    });
    req.on('error', reject);
    req.end();
  });
}

const WEBSOCKET_UPGRADE = {
  connection: 'Upgrade',
  upgrade: 'websocket',
  'sec-websocket-version': '13',
  'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
};

describe('a Host this server is not known by (DNS rebinding)', () => {
  it.each(['/api/config', '/api/tasks/public', '/trpc/system.config', '/', '/dashboard'])(
    'answers 421 HOST_NOT_ALLOWED on %s',
    async (path) => {
      const res = await requestWithHost(path, `rebound.evil.example:${port}`);
      expect(res.status).toBe(421);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'HOST_NOT_ALLOWED' });
    },
  );

  it('still answers the health checks, which load balancers send to a bare address', async () => {
    expect((await requestWithHost('/api/health', 'evil.example')).status).toBe(200);
    expect((await requestWithHost('/api/ready', 'evil.example')).status).toBe(200);
  });

  it('refuses the Socket.IO handshake, polling and WebSocket alike', async () => {
    const polling = '/socket.io/?EIO=4&transport=polling';
    expect((await requestWithHost(polling, `evil.example:${port}`)).status).toBe(403);
    const refused = await requestWithHost(
      '/socket.io/?EIO=4&transport=websocket',
      'evil.example',
      WEBSOCKET_UPGRADE,
    );
    expect(refused.upgraded).toBe(false);
    // engine.io refuses an upgrade it does not allow with 400.
    expect(refused.status).toBe(400);
  });
});

describe('the names this server answers to', () => {
  it.each(['tasks.example.com', 'proxy.internal', 'localhost:PORT', '127.0.0.1:PORT', '[::1]:PORT'])(
    'answers %s',
    async (host) => {
      const res = await requestWithHost('/api/config', host.replace('PORT', String(port)));
      expect(res.status).toBe(200);
    },
  );

  it('accepts the Socket.IO handshake on its own address', async () => {
    const polling = await requestWithHost('/socket.io/?EIO=4&transport=polling', `127.0.0.1:${port}`);
    expect(polling.status).toBe(200);
    const upgraded = await requestWithHost(
      '/socket.io/?EIO=4&transport=websocket',
      `localhost:${port}`,
      WEBSOCKET_UPGRADE,
    );
    expect(upgraded.upgraded).toBe(true);
  });
});
