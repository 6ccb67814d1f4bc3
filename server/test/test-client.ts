import { checkAgainstOpenApi, openApiCheckOn } from './openapi-check.ts';

/** A small HTTP client with a cookie jar, so a test reads like a user's session. */
export class TestClient {
  private cookies = new Map<string, string>();

  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    const init: RequestInit = {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : { 'x-requested-with': 'test' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      redirect: 'manual',
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    const res = await fetch(this.baseUrl + path, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line) || !value) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.trim());
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (openApiCheckOn) checkAgainstOpenApi(method, path, res.status, res.headers.get('content-type'), text);
    return { status: res.status, headers: res.headers, body: json as any, text };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);

  /** Signs in with email and password; throws when the server refuses. */
  async signIn(email: string, password: string): Promise<any> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
    return res.body.user ?? res.body;
  }
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}
