import type { Response } from 'express';

// How a response stream fails when the other side hung up mid-transfer.
const HANG_UP_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/**
 * Whether a failed download only means its client went away (closed the tab,
 * cancelled): the response was destroyed before it finished. A storage failure
 * keeps its own error and is still reported.
 */
export function isClientGone(err: unknown, res: Response): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return res.destroyed && !res.writableFinished && code !== undefined && HANG_UP_CODES.has(code);
}
