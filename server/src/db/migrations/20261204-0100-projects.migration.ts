import { Migration } from '@mikro-orm/migrations';

// Projects (issue 31). Every task and label belongs to one; the upgrade puts all of
// them in the open project "General" (key GEN, its id fixed so the columns can default
// to it for paths that predate projects), with the admins as its managers.
//
// - `project_readers` is the one definition of who is in a project and as what: the
//   explicit members with their role, and for an open project every team account not
//   listed (a client account, client in every project it is in, is not one). The task
//   scope (modules/tasks/task-scope.ts), the recipients of mail, push and the inbox,
//   and the people lists all read it.
// - A task's number is given by the database (before insert, and again when the task
//   moves to another project), above its project's numbers so far: every path that
//   inserts a task, including imports and next occurrences, numbers it the same way.
// - A write into an archived project is refused by the database (SQLSTATE TMPA1,
//   answered 409 PROJECT_ARCHIVED), whatever path attempts it.
// - Changes to projects and memberships leave a row in the task list change log
//   (20261123-0011): they change which tasks a person's cached lists hold.
export class Projects extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table projects (
        id uuid primary key,
        name text not null,
        key text not null,
        color text not null,
        description text,
        open_to_all_members boolean not null default false,
        show_on_instance_dashboard boolean not null default true,
        next_number integer not null default 1,
        archived_at timestamptz,
        created_at timestamptz not null default now()
      );
      create unique index projects_name_lower on projects (lower(name));
      create unique index projects_key on projects (key);

      create table project_members (
        project_id uuid not null references projects (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        role text not null check (role in ('manager', 'member', 'client')),
        created_at timestamptz not null default now(),
        primary key (project_id, user_id)
      );
      create index project_members_user on project_members (user_id);

      create view project_readers as
        select m.project_id, m.user_id, m.role from project_members m
        union all
        select p.id as project_id, u.id as user_id, 'member' as role
        from projects p cross join users u
        where p.open_to_all_members and u.deleted_at is null
          and not exists (select 1 from project_members m where m.project_id = p.id and m.user_id = u.id)
          and (not exists (select 1 from project_members m where m.user_id = u.id and m.role = 'client')
               or exists (select 1 from project_members m where m.user_id = u.id and m.role <> 'client'));

      insert into projects (id, name, key, color, open_to_all_members)
        values ('00000000-0000-4000-8000-000000000001', 'General', 'GEN', 'blue', true);
      insert into project_members (project_id, user_id, role)
        select '00000000-0000-4000-8000-000000000001', id, 'manager' from users
        where is_admin and deleted_at is null;

      alter table tasks
        add column project_id uuid references projects (id),
        add column number integer;
      update tasks t set project_id = '00000000-0000-4000-8000-000000000001', number = n.rn
        from (select id, row_number() over (order by created_at, id) as rn from tasks) n
        where n.id = t.id;
      update projects set next_number = (select count(*) + 1 from tasks)
        where id = '00000000-0000-4000-8000-000000000001';
      alter table tasks
        alter column project_id set not null,
        alter column project_id set default '00000000-0000-4000-8000-000000000001',
        alter column number set not null;
      create unique index tasks_project_number on tasks (project_id, number);
      create index tasks_project_live on tasks (project_id) where deleted_at is null;

      -- The next number of a project: above its tasks' (read through the unique index) and
      -- above any number it gave before (next_number, kept once per statement, so a purged
      -- task's number is never given again). A statement inserting thousands of tasks
      -- reads the index per row and writes the project's row once. Creators in one project
      -- take turns on an advisory lock, held to the end of their transaction.
      create function number_task() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' or new.project_id is distinct from old.project_id then
          perform pg_advisory_xact_lock(hashtextextended('task-number:' || new.project_id::text, 0));
          new.number := greatest(
            (select coalesce(max(t.number), 0) from tasks t where t.project_id = new.project_id),
            (select p.next_number - 1 from projects p where p.id = new.project_id)) + 1;
        end if;
        return new;
      end
      $$;
      create trigger tasks_number before insert or update of project_id on tasks
        for each row execute function number_task();

      create function keep_task_numbers() returns trigger language plpgsql as $$
      begin
        update projects p set next_number = n.top + 1
          from (select project_id, max(number) as top from new_rows group by project_id) n
          where p.id = n.project_id and p.next_number <= n.top;
        return null;
      end
      $$;
      -- An update keeps them only when it moved a task (a plain edit writes nothing more).
      create function keep_moved_task_numbers() returns trigger language plpgsql as $$
      begin
        update projects p set next_number = n.top + 1
          from (select n.project_id, max(n.number) as top from new_rows n join old_rows o on o.id = n.id
                where o.project_id <> n.project_id group by n.project_id) n
          where p.id = n.project_id and p.next_number <= n.top;
        return null;
      end
      $$;
      create trigger tasks_numbers_kept_insert after insert on tasks
        referencing new table as new_rows for each statement execute function keep_task_numbers();
      create trigger tasks_numbers_kept_update after update on tasks
        referencing old table as old_rows new table as new_rows
        for each statement execute function keep_moved_task_numbers();

      create function refuse_archived_task_write() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from projects where id = new.project_id and archived_at is not null)
           or (tg_op = 'UPDATE' and exists (select 1 from projects where id = old.project_id and archived_at is not null)) then
          raise exception 'PROJECT_ARCHIVED' using errcode = 'TMPA1';
        end if;
        return new;
      end
      $$;
      create trigger tasks_archived_project before insert or update on tasks
        for each row execute function refuse_archived_task_write();

      create function refuse_archived_task_part_write() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from tasks t join projects p on p.id = t.project_id
                   where t.id = new.task_id and p.archived_at is not null) then
          raise exception 'PROJECT_ARCHIVED' using errcode = 'TMPA1';
        end if;
        return new;
      end
      $$;
      create trigger comments_archived_project before insert or update on comments
        for each row execute function refuse_archived_task_part_write();
      create trigger task_checklist_items_archived_project before insert or update on task_checklist_items
        for each row execute function refuse_archived_task_part_write();
      create trigger attachments_archived_project before insert or update on attachments
        for each row execute function refuse_archived_task_part_write();

      alter table labels add column project_id uuid references projects (id) on delete cascade;
      update labels set project_id = '00000000-0000-4000-8000-000000000001';
      alter table labels
        alter column project_id set not null,
        alter column project_id set default '00000000-0000-4000-8000-000000000001';
      drop index labels_name_lower;
      create unique index labels_project_name_lower on labels (project_id, lower(name));

      alter table users add column last_project_id uuid references projects (id) on delete set null;
      alter table access_tokens add column project_ids uuid[];
      alter table webhooks add column project_ids uuid[];

      create trigger projects_list_change after insert or update or delete or truncate on projects
        for each statement execute function note_task_list_change();
      create trigger project_members_list_change after insert or update or delete or truncate on project_members
        for each statement execute function note_task_list_change();
    `);
  }
}
