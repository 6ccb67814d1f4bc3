import type { EntityManager } from '@mikro-orm/postgresql';
import { mailSpool } from '@tm/test-support/mail-spool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterSkipReason, startTestCluster, type TestCluster } from '../../test/test-cluster.ts';
import { eventually } from '../../test/test-socket.ts';
import { MailOutbox } from '../modules/notifications/mail-outbox.entity.ts';
import { MAIL_FLUSH_JOB } from '../modules/notifications/mail-outbox.job.ts';

const skipReason = clusterSkipReason;
if (skipReason) console.warn(`[jobs across instances skipped] ${skipReason}`);

describe.skipIf(skipReason)(
  `background jobs on two instances${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let cluster: TestCluster;
    beforeAll(async () => {
      cluster = await startTestCluster(2);
    });
    afterAll(async () => {
      await cluster?.stop();
    });

    it('keeps one schedule per job, however many instances declare it', async () => {
      const [a] = cluster.instances;
      const rows = await a!.deps.orm.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>(`select count(*)::int as n from pgboss.schedule where name = ?`, [
          MAIL_FLUSH_JOB,
        ]);
      expect(rows[0]!.n).toBe(1);
    });

    it('delivers each queued mail once when both instances flush the outbox at the same time', async () => {
      const [a, b] = cluster.instances;
      const em = a!.deps.orm.em.fork() as EntityManager;
      const subjects = Array.from({ length: 30 }, (_, i) => `Across instances #${i}`);
      // One address each: mail to one address is limited per hour (MAIL_PER_RECIPIENT_PER_HOUR).
      subjects.forEach((subject, i) => {
        em.create(MailOutbox, { toAddress: `someone-${i}@example.com`, subject, bodyText: 'Hello' });
      });
      await em.flush();

      // A burst of notifications on both instances: each asks for a flush, several times over.
      await Promise.all(
        Array.from({ length: 5 }, () => [
          a!.deps.jobs.enqueue(MAIL_FLUSH_JOB),
          b!.deps.jobs.enqueue(MAIL_FLUSH_JOB),
        ]).flat(),
      );
      await eventually(async () => {
        const rows = await em
          .getConnection()
          .execute<{ n: number }[]>('select count(*)::int as n from mail_outbox where sent_at is null');
        return rows[0]!.n === 0;
      }, 'every mail sent');

      // Both instances append mail to the one shared data directory.
      const sent = mailSpool(a!.deps.config.dataDir);
      for (const subject of subjects) {
        expect(sent.filter((m) => m.includes(`Subject: ${subject}\n`))).toHaveLength(1);
      }
    });
  },
);
