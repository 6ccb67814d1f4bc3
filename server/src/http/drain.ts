import type http from 'node:http';

/**
 * Stops accepting connections and resolves once in-flight requests have
 * finished, or when the deadline passes (then the remaining connections are cut).
 * Responses sent meanwhile carry `Connection: close` (see app.ts), so keep-alive
 * clients move to another instance instead of lingering here.
 */
export function drainHttpServer(server: http.Server, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), deadlineMs);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
