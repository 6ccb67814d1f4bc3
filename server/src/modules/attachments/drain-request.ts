import type { Request, Response } from 'express';

// After a refusal, the rest of the body is read and thrown away so the client
// can read the answer; past this much it is cheaper to drop the connection.
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** Discards what remains of a refused upload's body, never holding it in memory. */
export function drainRequest(req: Request, res: Response): void {
  if (req.complete || req.destroyed) return;
  res.setHeader('Connection', 'close');
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}
