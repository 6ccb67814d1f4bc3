import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person at the test provider: the login typed on its form is the account id (the `sub`). */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

/** The app as a browser holding its cookies (the server tests' TestClient is one). */
export interface AppBrowser {
  baseUrl: string;
  get(path: string): Promise<{ status: number; headers: Headers; text: string }>;
}

export const TEST_CLIENT = { id: 'task-manager', secret: 'a-test-client-secret-of-some-length' };

/**
 * A real OpenID provider (the `oidc-provider` package) on a random loopback port,
 * with one confidential client for the app, PKCE required, and its development
 * login and consent pages (any password is accepted; the login is the subject).
 * The port is taken first so the app can be started with OIDC_ISSUER, and the
 * provider is made once the app's address (its redirect URI) is known.
 */
export async function reserveTestProvider() {
  const server = http.createServer();
  let handler: http.RequestListener | null = null;
  server.on('request', (req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, ProviderAccount>();
  return {
    issuer,
    accounts,
    /** Starts answering, for an app at `appUrl`. */
    start(appUrl: string) {
      const config: Configuration = {
        clients: [
          {
            client_id: TEST_CLIENT.id,
            client_secret: TEST_CLIENT.secret,
            redirect_uris: [`${appUrl}/api/auth/oidc/callback`],
            post_logout_redirect_uris: [`${appUrl}/login`],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        pkce: { required: () => true },
        scopes: ['openid', 'email', 'profile', 'groups'],
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name'],
          groups: ['groups'],
        },
        findAccount: (_ctx, id) => {
          const account = accounts.get(id);
          if (!account) return undefined;
          return { accountId: id, claims: () => ({ sub: id, ...account }) };
        },
        features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
        cookies: { keys: ['test-provider-cookie-key'] },
      };
      const provider = new Provider(issuer, config);
      // Its development key and interactions warn once each: expected here.
      provider.on('server_error', () => {});
      handler = provider.callback() as http.RequestListener;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a browser does: GET /api/auth/oidc/start with the app's cookie jar, follow
 * the provider's redirects with a jar of its own, fill its login form with `login`
 * and confirm its consent form, then call the app's callback. Answers the app's
 * final redirect (its Location) and the provider's redirect to the callback.
 */
export async function signInAtProvider(app: AppBrowser, login: string) {
  const start = await app.get('/api/auth/oidc/start');
  if (start.status !== 302) throw new Error(`start answered ${start.status} ${start.text}`);
  let location = start.headers.get('location')!;
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  };
  for (let step = 0; step < 20; step++) {
    if (location.startsWith(app.baseUrl)) {
      const url = new URL(location);
      const done = await app.get(url.pathname + url.search);
      return { status: done.status, location: done.headers.get('location') ?? '', callback: url };
    }
    let res = await fetch(location, { redirect: 'manual', headers: { cookie: cookie() } });
    remember(res);
    if (res.status === 200) {
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form at ${location}: ${html.slice(0, 300)}`);
      const fields = new URLSearchParams();
      for (const m of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
        fields.set(m[1]!, m[2]!);
      }
      if (fields.get('prompt') === 'login') {
        fields.set('login', login);
        fields.set('password', 'any');
      }
      res = await fetch(new URL(action.replaceAll('&amp;', '&'), location), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: fields,
      });
      remember(res);
    }
    if (res.status < 300 || res.status >= 400)
      throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    location = new URL(res.headers.get('location')!, location).toString();
  }
  throw new Error('too many redirects');
}
