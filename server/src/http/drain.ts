import type http from 'node:http';

export interface HttpDrainer {
  /**
   * Stops accepting connections and resolves once in-flight requests have
   * finished, or when the deadline passes (then the remaining connections are cut).
   */
  drain(deadlineMs: number): Promise<void>;
}

/**
 * Graceful shutdown for an HTTP server behind a load balancer. Every response
 * still to be sent once draining starts carries `Connection: close`, so
 * keep-alive clients open their next connection elsewhere instead of being
 * cut mid-reuse.
 */
export function createHttpDrainer(server: http.Server): HttpDrainer {
  const inFlight = new Set<http.ServerResponse>();
  let draining = false;
  const closeAfter = (res: http.ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  // Prepended, so it runs before the application answers.
  server.prependListener('request', (_req, res) => {
    if (draining) return closeAfter(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  return {
    drain: (deadlineMs) =>
      new Promise((resolve) => {
        draining = true;
        for (const res of inFlight) closeAfter(res);
        const cut = setTimeout(() => server.closeAllConnections(), deadlineMs);
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
