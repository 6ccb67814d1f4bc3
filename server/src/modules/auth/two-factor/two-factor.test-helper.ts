import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '../../../../test/test-app.ts';
import type { TestClient } from '../../../../test/test-client.ts';

const STEP_MS = 30_000;

/** The code an authenticator app shows for this secret, `stepsFromNow` 30-second steps away. */
export const codeAt = (secret: string, stepsFromNow = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsFromNow * STEP_MS });

/**
 * A signed-in client turns 2FA on: setup, then confirm with the previous step's code
 * (so the current step is still free for the next sign-in).
 */
export async function enroll(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/auth/2fa/setup');
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${setup.text}`);
  const { secret } = setup.body as { secret: string };
  const confirm = await client.post('/api/auth/2fa/confirm', { code: codeAt(secret, -1) });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${confirm.text}`);
  return { secret, recoveryCodes: confirm.body.recoveryCodes };
}

/** Password step of a sign-in in a fresh cookie jar. */
export async function passwordStep(app: TestApp, email: string, password: string) {
  const client = app.client();
  const res = await client.post('/api/auth/login', { email, password });
  return { client, res };
}
