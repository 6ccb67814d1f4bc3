import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Request, Response } from 'express';
import type { Config } from '../../config/env.ts';
import type { Logger } from '../../logger.ts';
import type { AppMetrics } from './app-metrics.ts';

// GET /metrics is off unless configured: with METRICS_TOKEN the app's own port serves it
// to a bearer of that token; with METRICS_BIND a listener of its own (meant for a private
// address) serves it to anyone reaching it. Neither set: 404, as for any unknown path.

async function writeMetrics(metrics: AppMetrics, res: http.ServerResponse): Promise<void> {
  const body = await metrics.registry.metrics();
  res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  res.end(body);
}

/** Compares the presented token with the configured one in constant time. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  if (a.length !== b.length) {
    // Compared against itself anyway, so the time spent does not tell the length apart.
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** The handler mounted on the app at GET /metrics. */
export function metricsRoute(config: Config, metrics: AppMetrics | null, log: Logger) {
  const token = config.metrics.token;
  return (req: Request, res: Response) => {
    if (!token || !metrics) {
      res.status(404).json({ error: 'Not found', code: 'NOT_FOUND' });
      return;
    }
    if (!tokenMatches(req.headers.authorization, token)) {
      res.set('www-authenticate', 'Bearer realm="metrics"');
      res.status(401).json({ error: 'A valid metrics token is required', code: 'UNAUTHENTICATED' });
      return;
    }
    writeMetrics(metrics, res).catch((err: unknown) => {
      log.error({ err }, 'metrics scrape failed');
      if (!res.headersSent) res.status(500).json({ error: 'Metrics unavailable', code: 'INTERNAL' });
    });
  };
}

/** The separate METRICS_BIND listener: GET /metrics without a token, nothing else. */
export async function startMetricsListener(
  bind: { host: string; port: number },
  metrics: AppMetrics,
  log: Logger,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    writeMetrics(metrics, res).catch((err: unknown) => {
      log.error({ err }, 'metrics scrape failed');
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(bind.port, bind.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : bind.port;
  const host = bind.host.includes(':') ? `[${bind.host}]` : bind.host;
  log.info({ port }, 'metrics listener started');
  return {
    url: `http://${host}:${port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
