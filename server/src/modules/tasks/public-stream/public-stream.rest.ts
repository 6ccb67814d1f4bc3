import type { RequestHandler } from 'express';
import { addressLimitKey } from '../../../http/address-key.ts';
import type { PublicStream } from './public-stream.ts';

/**
 * GET /api/tasks/public/stream (`?project=KEY`: one project's list): mounted before the
 * request context, so a viewer holds no EntityManager, session or logger of its own for
 * the hours it stays.
 */
export function publicStreamRoute(stream: PublicStream): RequestHandler {
  return (req, res, next) => {
    const address = addressLimitKey(req.ip ?? req.socket.remoteAddress ?? '');
    try {
      stream.reserve(address);
    } catch (err) {
      return next(err);
    }
    stream.open(req, res, address).catch(next);
  };
}
