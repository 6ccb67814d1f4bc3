/** What the benchmarks need of the HTTP API: a signed-in cookie and JSON calls. */
export async function signIn(
  baseUrl: string,
  email = 'demo@example.com',
  password = 'demo123',
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new EndpointMissing(`POST /api/auth/login answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('login answered no cookie');
  return cookie;
}

/** An endpoint the workload needs is not there (yet): the workload is skipped, not failed. */
export class EndpointMissing extends Error {}

export async function requireEndpoint(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, init);
  if (res.status === 404 || res.status === 405)
    throw new EndpointMissing(`${init.method ?? 'GET'} ${url} answered ${res.status}`);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

export async function getJson<T>(url: string, cookie?: string): Promise<T> {
  const res = await requireEndpoint(url, { headers: cookie ? { cookie } : {} });
  return (await res.json()) as T;
}

export async function sendJson<T>(method: string, url: string, body: unknown, cookie: string): Promise<T> {
  const res = await requireEndpoint(url, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}
