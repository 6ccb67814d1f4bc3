import { withClient } from './database.ts';

/** Anything that runs SQL with positional parameters: a `pg` client or an in-process PGlite. */
export interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Seeds a realistic team with SQL (generate_series), matching the initial schema:
 * 20 members besides the demo accounts, `tasks` tasks owned and assigned across
 * them, spread over 400 days, a tenth public, 3 comments, 5 checklist items (about
 * a third ticked), 3 of the team's 12 labels and one history entry each.
 */
export async function seedTasks(databaseUrl: string, tasks: number, commentsPerTask = 3): Promise<void> {
  await withClient(databaseUrl, (client) => seedTasksWith(client, tasks, commentsPerTask));
}

export async function seedTasksWith(client: Sql, tasks: number, commentsPerTask = 3): Promise<void> {
  try {
    await client.query('begin');
    await client.query(`
      insert into users (name, email, avatar)
      select 'Member ' || g, 'member' || g || '@bench.test', (array['🦊','🐱','🐼','🦁','🐸'])[1 + g % 5]
      from generate_series(1, 20) g
      where not exists (select 1 from users where email = 'member1@bench.test')`);
    await client.query(
      `
      with u as (select array_agg(id order by email) ids from users where deleted_at is null),
      g as (select g, (select ids from u) ids from generate_series(1, $1::int) g)
      insert into tasks (title, status, priority, due_date, owner_id, assignee_id, client_approval,
                         approval_comment, is_public, public_summary, created_at, updated_at, completed_at)
      select 'Task ' || g || ': prepare the quarterly report for the client and review the open points',
        (array['todo','doing','done'])[1 + g % 3],
        (array['low','medium','high','urgent'])[1 + (g / 3) % 4],
        case when g % 5 = 0 then null else current_date + ((g % 90) - 30) end,
        ids[1 + g % array_length(ids, 1)],
        case when g % 7 = 0 then null else ids[1 + (g * 7) % array_length(ids, 1)] end,
        (array['none','none','pending','approved','rejected'])[1 + g % 5],
        case when g % 5 = 2 then 'Waiting for the client to confirm the budget' end,
        g % 10 = 0,
        case when g % 20 = 0 then 'Public summary of task ' || g end,
        now() - (g % 400) * interval '1 day' - g * interval '1 second',
        now() - (g % 400) * interval '1 day' + (g % 48) * interval '1 hour',
        case when g % 3 = 2 then now() - (g % 400) * interval '1 day' + (g % 48) * interval '1 hour' end
      from g`,
      [tasks],
    );
    await client.query(
      `
      with u as (select array_agg(id order by email) ids from users where deleted_at is null)
      insert into comments (task_id, author_id, content, created_at)
      select t.id, (select ids from u)[1 + (c + abs(hashtext(t.id::text))) % 20],
        'Comment ' || c || ': checked with the team, next step agreed for this week.',
        t.created_at + c * interval '1 hour'
      from tasks t cross join generate_series(1, $1::int) c`,
      [commentsPerTask],
    );
    // Issue 19: the list must stay within its targets with every task carrying a checklist.
    await client.query(`
      insert into task_checklist_items (id, task_id, text, done, position, created_at)
      select gen_random_uuid(), t.id, 'Step ' || k || ': confirm the figures with the client',
        (k + abs(hashtext(t.id::text))) % 3 = 0, k, t.created_at
      from tasks t cross join generate_series(1, 5) k`);
    // Issue 19: "4,000 tasks each carrying 3 labels and 5 checklist items". The labels
    // stay between datasets (only tasks are cleared); each task gets 3 distinct ones.
    await client.query(`
      insert into labels (id, name, color)
      select gen_random_uuid(), 'Label ' || k || ' ' || (array['client','backend','design','ops'])[1 + k % 4],
        (array['gray','red','orange','yellow','green','teal','blue','purple','pink'])[1 + k % 9]
      from generate_series(1, 12) k
      on conflict (project_id, (lower(name))) do nothing`);
    await client.query(`
      with l as (select array_agg(id order by lower(name)) ids from labels where name like 'Label %')
      insert into task_labels (task_id, label_id)
      select t.id, (select ids from l)[1 + (abs(hashtext(t.id::text)) + 4 * k) % 12]
      from tasks t cross join generate_series(0, 2) k`);
    await client.query(`
      insert into history_entries (task_id, user_id, action, created_at)
      select id, owner_id, 'created', created_at from tasks`);
    await client.query('commit');
    await client.query('analyze');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

/** Removes every task (and, by cascade, comments, history and attachments) between datasets. */
export async function clearTasks(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) => client.query('truncate tasks cascade'));
}
