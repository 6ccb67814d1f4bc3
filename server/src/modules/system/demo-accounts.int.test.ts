import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { ADMIN, DEMO, signedIn } from '../users/accounts.test-helper.ts';

// The login page shows a demo account only while its seeded password still signs
// it in; admins are warned while the demo admin keeps its seeded password.
const app = useTestApp();

const shownEmails = async (): Promise<string[]> =>
  (await app.client().get('/api/config')).body.demoAccounts.map((a: { email: string }) => a.email);

async function changePassword(account: { email: string; password: string }, newPassword: string) {
  const { client } = await signedIn(app, account);
  const res = await client.patch('/api/auth/change-password', {
    currentPassword: account.password,
    newPassword,
  });
  expect(res.status).toBe(200);
}

describe('demo accounts on the login page', () => {
  it('shows both seeded accounts, and warns admins (only) about the default admin password', async () => {
    expect(await shownEmails()).toEqual([DEMO.email, ADMIN.email]);
    const admin = (await app.admin()).client;
    expect((await admin.get('/api/admin/warnings')).body).toEqual({ defaultAdminPassword: true });
    expect((await admin.get('/trpc/system.adminWarnings')).body.result.data).toEqual({
      defaultAdminPassword: true,
    });
    const member = (await app.demo()).client;
    expect((await member.get('/api/admin/warnings')).status).toBe(403);
    expect((await app.client().get('/api/admin/warnings')).status).toBe(401);
  });

  it('stops showing an account once its password changed, and shows it again when set back', async () => {
    await changePassword(ADMIN, 'a better secret');
    expect(await shownEmails()).toEqual([DEMO.email]);
    const admin = (await signedIn(app, { email: ADMIN.email, password: 'a better secret' })).client;
    expect((await admin.get('/api/admin/warnings')).body).toEqual({ defaultAdminPassword: false });

    await changePassword({ email: ADMIN.email, password: 'a better secret' }, ADMIN.password);
    expect(await shownEmails()).toEqual([DEMO.email, ADMIN.email]);
    expect((await admin.get('/api/admin/warnings')).status).toBe(401); // the change ended that session
    const again = (await app.admin()).client;
    expect((await again.get('/api/admin/warnings')).body).toEqual({ defaultAdminPassword: true });

    await changePassword(DEMO, 'not demo123');
    expect(await shownEmails()).toEqual([ADMIN.email]);
  });
});
