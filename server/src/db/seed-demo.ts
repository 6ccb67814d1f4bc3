import type { EntityManager } from '@mikro-orm/postgresql';
import { GENERAL_PROJECT_ID } from '@tm/domain/project/project-constants';
import { hashPassword } from '../modules/auth/password.ts';
import { DEMO_ACCOUNTS } from '../modules/system/demo-accounts.ts';
import { User } from '../modules/users/user.entity.ts';

/** Creates the demo and admin accounts once; never touches them again (they may be changed or deleted). */
export async function seedDemoAccounts(em: EntityManager): Promise<void> {
  const marker = await em
    .getConnection()
    .execute<{ n: number }[]>(
      `select count(*)::int as n from users where lower(email) in ('demo@example.com', 'admin@example.com')`,
    );
  if ((marker[0]?.n ?? 0) > 0) return;
  const names: Record<string, { name: string; avatar: string }> = {
    'demo@example.com': { name: 'Demo User', avatar: '😀' },
    'admin@example.com': { name: 'Admin', avatar: '🦊' },
  };
  for (const account of DEMO_ACCOUNTS) {
    em.create(User, {
      ...names[account.email]!,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      isAdmin: account.isAdmin,
      origin: 'seed',
    });
  }
  await em.flush();
  // The seeded admin runs General, as the admins of an upgraded instance do (migration 20261204-0100).
  await em.getConnection().execute(
    `insert into project_members (project_id, user_id, role)
     select ?::uuid, id, 'manager' from users where is_admin and lower(email) = 'admin@example.com'
     on conflict do nothing`,
    [GENERAL_PROJECT_ID],
  );
}
