import { sendJson, signIn } from './lib/api.ts';
import { createBenchDatabase } from './lib/database.ts';
import { load } from './lib/load.ts';
import { seedTasks } from './lib/seed.ts';
import { startServer } from './lib/server-process.ts';

const db = await createBenchDatabase();
try {
  await seedTasks(db.url, 0).catch(() => {});
  const s = await startServer({
    port: 3110,
    databaseUrl: db.url,
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/tmprof'],
  });
  await seedTasks(db.url, 4000);
  const cookie = await signIn(s.url);
  const which = process.argv[2];
  if (which === 'public') console.log(await load({ url: `${s.url}/api/tasks/public`, durationS: 5 }));
  else {
    let n = 0;
    console.log(
      await load({
        url: `${s.url}/api/tasks`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        durationS: 5,
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ title: `T ${++n}` }) }),
      }),
    );
  }
  await s.stop();
} finally {
  await db.drop();
}
