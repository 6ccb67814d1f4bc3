/** The `next` parameter of /login, only when it is a path of this site (never another origin). */
export function safeNext(next: string | null, fallback = '/app'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next.startsWith('/login')) return fallback;
  return next;
}
