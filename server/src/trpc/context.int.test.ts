import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { User } from '../modules/users/user.entity.ts';

// The request context holds the session's plain member: a member call maps no User
// entity (an identity-map entry and a snapshot each; bench/RESULTS.md). Only the
// services that change an account load it.
const app = useTestApp();
let mapped = 0;
beforeAll(async () => {
  app.app.deps.orm.em.getEventManager().registerSubscriber({
    getSubscribedEntities: () => [User],
    onInit: () => {
      mapped++;
    },
  });
});

async function entitiesMappedBy(calls: () => Promise<void>): Promise<number> {
  mapped = 0;
  await calls();
  return mapped;
}

describe('the request context', () => {
  it('maps no User entity for member calls over tRPC or REST', async () => {
    const client = app.client();
    await client.signIn('demo@example.com', 'demo123');
    const reads = ['/trpc/tasks.counts', '/trpc/tasks.list', '/trpc/auth.me', '/trpc/users.list'];
    const n = await entitiesMappedBy(async () => {
      for (const path of [...reads, '/api/tasks', '/api/auth/me', '/api/users']) {
        expect((await client.get(path)).status, path).toBe(200);
      }
      expect((await client.post('/trpc/tasks.create', { title: 'No entity' })).status).toBe(200);
    });
    expect(n).toBe(0);
  });

  it('loads the account only where a service changes it', async () => {
    const client = app.client();
    const me = await client.signIn('demo@example.com', 'demo123');
    const n = await entitiesMappedBy(async () => {
      const res = await client.post('/trpc/users.updateProfile', { id: me.id, avatar: '🦊' });
      expect(res.body.result.data.avatar).toBe('🦊');
    });
    expect(n).toBe(1);
  });
});
