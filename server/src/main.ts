import { startApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { createLogger } from './logger.ts';

/** A configuration problem stops the start with its one line, not a stack trace. */
function exitOnConfigError(err: unknown): never {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  exitOnConfigError(err);
}

const log = createLogger(config.logLevel);
const running = await startApp(config, log).catch(exitOnConfigError);
log.info({ url: running.url }, `Task Manager is running at ${running.url}`);

// Past this, shutdown is abandoned and the process exits anyway (orchestrators
// usually kill at 30 s; the request drain itself is bounded at 10 s in app.ts).
const SHUTDOWN_DEADLINE_MS = 20_000;

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: draining requests and sockets');
    setTimeout(() => {
      log.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    running
      .stop()
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((err) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
