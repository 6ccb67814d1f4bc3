import type { Request, RequestHandler } from 'express';

// What a standalone public dashboard on another host reads (mf-dashboard with a
// config.json naming this API): the public task list and the client config, over
// REST or tRPC, or the list's event stream. Everything else stays same-origin, whatever ALLOWED_ORIGINS says.
const PUBLIC_REST_PATHS = new Set(['/api/tasks/public', '/api/tasks/public/stream', '/api/config']);
const PUBLIC_PROCEDURES = new Set(['tasks.publicList', 'system.config']);
const READ_METHODS = new Set(['GET', 'HEAD']);

/** A public read: one of the paths above, or a tRPC call (batched or not) made only of public procedures. */
function isPublicRead(req: Request, method: string | undefined): boolean {
  if (!method || !READ_METHODS.has(method.toUpperCase())) return false;
  const path = req.baseUrl + req.path;
  if (PUBLIC_REST_PATHS.has(path)) return true;
  if (!path.startsWith('/trpc/')) return false;
  return path
    .slice('/trpc/'.length)
    .split(',')
    .every((name) => PUBLIC_PROCEDURES.has(name));
}

/**
 * Lets the origins of ALLOWED_ORIGINS read the public data from a browser. The
 * dashboard's client sends its requests with credentials, which browsers only
 * accept back with Allow-Credentials; these answers are the same for everyone, so
 * that gives nothing away. Member routes get no CORS headers for any origin, so a
 * page elsewhere can never read them with a member's cookie.
 */
export function cors(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    const preflight = req.method === 'OPTIONS';
    const method = preflight ? req.headers['access-control-request-method'] : req.method;
    if (!isPublicRead(req, method)) return next();
    res.vary('Origin');
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    if (!preflight) return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD');
    // apiFetch marks its calls with X-Requested-With; tRPC's GET sends content-type.
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Requested-With, Accept');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  };
}
