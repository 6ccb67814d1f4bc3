import http from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPC_MAX_BATCH } from '@tm/domain/api/trpc-batch';
import * as trpcExpress from '@trpc/server/adapters/express';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config/env.ts';
import { resolveServerSecret } from './config/server-secret.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './db/embedded/embedded-database.ts';
import { createOrm, migrateWithLock, withAdvisoryLock } from './db/orm.ts';
import { seedDemoAccounts } from './db/seed-demo.ts';
import { holdSharedSettings } from './db/shared-settings.ts';
import { RateLimitedError } from './errors/rate-limited-error.ts';
import { AppEvents } from './events/app-events.ts';
import { allowedHostsOnly, createHostCheck } from './http/allowed-hosts.ts';
import { antiForgery } from './http/anti-forgery.ts';
import { apiCompression } from './http/api-compression.ts';
import { capConnections } from './http/connection-cap.ts';
import { cors } from './http/cors.ts';
import { createHttpDrainer } from './http/drain.ts';
import { errorHandler } from './http/error-handler.ts';
import { requestContext } from './http/request-context.ts';
import { mountRestRoutes } from './http/rest-routes.ts';
import { staticApps } from './http/static-apps.ts';
import { startBackgroundWork } from './jobs/background.ts';
import { JOB_QUEUE_POOL_MAX, JobQueue } from './jobs/job-queue.ts';
import type { Logger } from './logger.ts';
import { TokenRateLimit } from './modules/access-tokens/token-rate-limit.ts';
import { startOrphanSweep } from './modules/attachments/attachment-cleanup.ts';
import { createAttachmentStorage } from './modules/attachments/storage/create-attachment-storage.ts';
import { startAuthChangeListener } from './modules/auth/auth-change-listener.ts';
import { SessionService } from './modules/auth/session.service.ts';
import { redactRequestUrl } from './modules/calendar/redact-feed-token.ts';
import type { AppMetrics } from './modules/metrics/app-metrics.ts';
import { metricsRoute, startMetricsListener } from './modules/metrics/metrics.rest.ts';
import { serviceWorkerRoute } from './modules/service-worker/service-worker.rest.ts';
import { systemRest } from './modules/system/system.rest.ts';
import { createTaskListCaches } from './modules/tasks/list-cache/task-list-caches.ts';
import { publicStreamRoute } from './modules/tasks/public-stream/public-stream.rest.ts';
import { PublicStream } from './modules/tasks/public-stream/public-stream.ts';
import { streamFirst } from './modules/tasks/public-stream/stream-first.ts';
import { TaskCreationWrites } from './modules/tasks/task-creation-writes.ts';
import { openApiRest } from './openapi/openapi.rest.ts';
import { Realtime } from './realtime/realtime.ts';
import { wireSocketServer } from './realtime/socket-server.ts';
import { appRouter } from './trpc/app-router.ts';
import { createTrpcContext } from './trpc/context.ts';

const SEED_LOCK_ID = 7_461_020_002;
// In-flight requests get this long to finish at shutdown before their connections are cut.
const HTTP_DRAIN_DEADLINE_MS = 10_000;
// Idle keep-alive connections stay open longer than load balancers and clients keep
// theirs (60 s is common), so the other side closes them first: a request sent on a
// connection just as the server closes it is reset, and Node's default is only 6 s.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface RunningApp {
  deps: AppDeps;
  server: http.Server;
  /** The express app itself (Socket.IO wraps the server's request listener): the OpenAPI test reads its routes. */
  http: express.Express;
  url: string;
  /** The METRICS_BIND listener's /metrics address, when one was started. */
  metricsUrl: string | null;
  stop(): Promise<void>;
}

/** Builds and starts the whole server: database, migrations, HTTP, tRPC, REST, sockets, static apps. */
export async function startApp(config: Config, log: Logger): Promise<RunningApp> {
  // First: a short or unreadable secret stops the start before anything is opened.
  const secret = resolveServerSecret(config, log);
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    // The job queue holds a small pool of its own beside the ORM's.
    embedded = await startEmbeddedDatabase(config.dataDir, config.databasePoolMax + JOB_QUEUE_POOL_MAX, log);
    databaseUrl = embedded.url;
  }
  const orm = await createOrm(databaseUrl, config.databasePoolMax, log, embedded !== null);
  await migrateWithLock(orm, databaseUrl, log);
  // The embedded database belongs to this process alone: no other instance to agree with.
  const sharedSettings = embedded
    ? null
    : await holdSharedSettings(databaseUrl, config.allowPrivateIntegrationUrls, log).catch(async (err) => {
        await orm.close(true);
        throw err;
      });
  if (config.seedDemo) {
    await withAdvisoryLock(databaseUrl, SEED_LOCK_ID, () => seedDemoAccounts(orm.em.fork() as EntityManager));
  }

  const deps: AppDeps = {
    config,
    log,
    orm,
    secret,
    sessions: new SessionService(),
    realtime: new Realtime(),
    events: new AppEvents(),
    attachmentStorage: await createAttachmentStorage(config),
    jobs: new JobQueue(databaseUrl, log),
    taskLists: createTaskListCaches(),
    taskCreationWrites: new TaskCreationWrites(),
    tokenRateLimit: new TokenRateLimit(config.tokenRateLimitPerMinute, config.redisUrl, log),
  };
  // The embedded database does not pass notices between connections: there every
  // request checks its session in the database.
  const authChanges = embedded
    ? null
    : await startAuthChangeListener(databaseUrl, deps.sessions, log, config.sessionNoticeKeepaliveMs);
  const background = await startBackgroundWork(deps);

  let draining = false;
  const stream = publicStream(deps);
  // prom-client and the per-request timer load only when metrics are on (METRICS_TOKEN or METRICS_BIND).
  const metrics =
    config.metrics.token || config.metrics.bind
      ? new (await import('./modules/metrics/app-metrics.ts')).AppMetrics(deps)
      : null;
  const app = buildExpressApp(deps, () => draining, stream, metrics);
  const server = http.createServer(streamFirst(app, stream, createHostCheck(config), config.allowedOrigins));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Longer than the keep-alive timeout, as Node's documentation advises.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  capConnections(server, config.connections);
  const drainer = createHttpDrainer(server);
  const io = deps.realtime.attach(server, createHostCheck(config));
  // The Redis client and adapter load only when configured: a single instance without
  // Redis would otherwise carry them in memory for nothing.
  const fanout = config.redisUrl
    ? await (await import('./realtime/redis-fanout.ts')).startRedisFanout(
        deps.realtime,
        config.redisUrl,
        databaseUrl,
        log,
      )
    : null;
  wireSocketServer(io, deps);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  void startOrphanSweep(deps);
  const metricsListener =
    config.metrics.bind && metrics ? await startMetricsListener(config.metrics.bind, metrics, log) : null;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      // Readiness now answers 503 and new connections are refused; in-flight requests finish.
      draining = true;
      const drained = drainer.drain(HTTP_DRAIN_DEADLINE_MS);
      // Sockets are closed as "server shutting down": clients reconnect (through the load
      // balancer, to another instance) and recover what they missed.
      await deps.realtime.close();
      await drained;
      await metricsListener?.close();
      log.debug('stopping: requests and sockets drained');
      await background.stop();
      log.debug('stopping: background work stopped');
      await fanout?.close();
      await deps.tokenRateLimit.close();
      await authChanges?.stop();
      await sharedSettings?.release();
      await orm.close(true);
      await embedded?.stop();
      log.debug('stopped');
    })();
    return stopping;
  };
  return { deps, server, http: app, url, metricsUrl: metricsListener?.url ?? null, stop };
}

/** The anonymous viewers' stream, told of public changes by the realtime layer and ended with it. */
function publicStream(deps: AppDeps): PublicStream {
  const stream = new PublicStream(deps, deps.config.publicStream);
  deps.realtime.onPublicChanged(() => stream.changed());
  deps.realtime.onClose(() => stream.close());
  return stream;
}

// The Host header has passed the host check (allowedHostsOnly) before helmet runs; the
// pattern only keeps anything but a host name and port out of the policy.
const HOST_HEADER = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** `ws://host wss://host` of the address the page was loaded from: where its Socket.IO connects. */
function ownSocketOrigins(req: http.IncomingMessage): string {
  const host = req.headers.host ?? '';
  return HOST_HEADER.test(host) ? `ws://${host} wss://${host}` : "'self'";
}

function buildExpressApp(
  deps: AppDeps,
  isDraining: () => boolean,
  stream: PublicStream,
  metrics: AppMetrics | null,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  if (metrics) app.use(metrics.httpTimer());
  // Scrapers present a bearer token, not a browser's host name: answered before the host check.
  app.get('/metrics', metricsRoute(deps.config, metrics, deps.log));
  if (deps.config.trustProxy !== false) app.set('trust proxy', deps.config.trustProxy);
  app.use(allowedHostsOnly(createHostCheck(deps.config)));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...remoteOrigins(deps.config.remoteUrls)],
          'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins(deps.config.remoteUrls)],
          // Our own socket's origin only ('self' does not cover ws: in every browser), not any ws: host.
          'connect-src': ["'self'", ownSocketOrigins, ...remoteOrigins(deps.config.remoteUrls)],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  // Access logs are info lines: below that level the per-request logger would cost
  // CPU on every call (~7% of a write) and log nothing.
  if (deps.log.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger: deps.log,
        autoLogging: { ignore: (req) => !req.url?.startsWith('/api') && !req.url?.startsWith('/trpc') },
        serializers: { req: redactRequestUrl },
      }),
    );
  }

  app.use(['/api', '/trpc'], cors(deps.config.allowedOrigins));
  app.use(['/api', '/trpc'], apiCompression());
  // Anonymous wall screens: the server answers them before express (stream-first.ts); the
  // route stays for express's map of the API (OpenAPI coverage) and behaves the same.
  app.get('/api/tasks/public/stream', publicStreamRoute(stream));
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(antiForgery(deps.config.allowedOrigins));
  api.use(systemRest(deps, isDraining));
  api.use(openApiRest());
  app.use('/api', api);
  app.use('/api', requestContext(deps));
  mountRestRoutes(app, deps);

  app.use(
    '/trpc',
    express.json({ limit: '1mb' }),
    antiForgery(deps.config.allowedOrigins),
    requestContext(deps),
    trpcExpress.createExpressMiddleware({
      router: appRouter,
      createContext: createTrpcContext(),
      // A batch runs its calls at once; bounded so one request cannot start hundreds
      // (the client's link uses the same bound, TRPC_MAX_BATCH).
      maxBatchSize: TRPC_MAX_BATCH,
      // Same retry hint as the REST error handler when the database is briefly unavailable.
      responseMeta: ({ errors }) => {
        // A rate limit says when its window ends (errors/rate-limited-error.ts).
        const limited = errors.map((e) => e.cause).find((c) => c instanceof RateLimitedError);
        if (limited) return { headers: { 'retry-after': String(limited.retryAfterSeconds) } };
        return errors.some((e) => e.code === 'SERVICE_UNAVAILABLE')
          ? { headers: { 'retry-after': '2' } }
          : {};
      },
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          deps.log.error({ err: error.cause ?? error }, 'trpc call failed');
      },
    }),
  );
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found', code: 'NOT_FOUND' });
  });
  app.use(serviceWorkerRoute(deps));
  app.use(staticApps(deps.config.staticRoot));
  app.use(errorHandler(deps.log));
  return app;
}

function remoteOrigins(urls: Record<string, string>): string[] {
  return Object.values(urls).flatMap((u) => {
    try {
      return [new URL(u).origin];
    } catch {
      return [];
    }
  });
}
