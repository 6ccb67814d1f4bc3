import type { RequestHandler } from 'express';

/**
 * Lets the origins of ALLOWED_ORIGINS (e.g. a standalone public dashboard on
 * another host) call the API from a browser, cookies included. Other origins get
 * no CORS headers, so browsers keep them out; the anti-forgery rule still applies.
 */
export function cors(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    res.vary('Origin');
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Requested-With');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
