/**
 * The calendar feed's token travels in the query string, the one place an
 * access log would record it: logged URLs keep the path and lose the token.
 */
export function redactTokenInUrl(url: string | undefined): string | undefined {
  return url?.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** pino-http `req` serializer: the standard serialized request with its URL and query redacted. */
export function redactRequestUrl<R extends { url?: string; query?: unknown }>(req: R): R {
  req.url = redactTokenInUrl(req.url);
  const query = req.query as Record<string, unknown> | undefined;
  // A copy: the serialized request may share its query object with the live request.
  if (query && typeof query === 'object' && 'token' in query) req.query = { ...query, token: '[redacted]' };
  return req;
}
