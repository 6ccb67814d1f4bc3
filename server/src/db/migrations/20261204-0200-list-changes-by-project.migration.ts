import { Migration } from '@mikro-orm/migrations';

// The task list change log (20261123-0011) names the projects a statement touched,
// so a cached list is read again only when a change reaches a project it shows
// (issue 31: 200 projects, each person's lists kept apart). A row without a project
// (a person's name, a project's settings or members, a truncate) concerns every list.
// Each table's statements note the projects of their rows through their transition
// tables: the task's own column, or the task a comment, checklist item or label
// assignment belongs to; a label's project is its own. A project's own changes are
// noted only when lists show them (not its task counter).
export class ListChangesByProject extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table task_list_changes add column project_id uuid;

      create function note_task_changes() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into task_list_changes (project_id) select distinct project_id from new_rows;
        elsif tg_op = 'DELETE' then
          insert into task_list_changes (project_id) select distinct project_id from old_rows;
        else
          insert into task_list_changes (project_id)
            select project_id from new_rows union select project_id from old_rows;
        end if;
        return null;
      end
      $$;

      -- Rows that belong to a task: its project, read from the task (gone with it on a purge,
      -- when the task's own delete has noted it).
      create function note_task_part_changes() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into task_list_changes (project_id)
            select distinct t.project_id from new_rows r join tasks t on t.id = r.task_id;
        elsif tg_op = 'DELETE' then
          insert into task_list_changes (project_id)
            select distinct t.project_id from old_rows r join tasks t on t.id = r.task_id;
        else
          insert into task_list_changes (project_id)
            select t.project_id from new_rows r join tasks t on t.id = r.task_id
            union select t.project_id from old_rows r join tasks t on t.id = r.task_id;
        end if;
        return null;
      end
      $$;

      drop trigger tasks_list_change on tasks;
      drop trigger comments_list_change on comments;
      drop trigger task_checklist_items_list_change on task_checklist_items;
      drop trigger task_labels_list_change on task_labels;
      drop trigger labels_list_change on labels;

      -- A project's counter moves with every new task: only what lists show of a project counts.
      drop trigger projects_list_change on projects;
      create trigger projects_list_change after insert or delete or truncate on projects
        for each statement execute function note_task_list_change();
      create trigger projects_list_change_update
        after update of key, name, color, archived_at, open_to_all_members, show_on_instance_dashboard on projects
        for each statement execute function note_task_list_change();
    `);
    for (const [table, fn] of [
      ['tasks', 'note_task_changes'],
      ['labels', 'note_task_changes'],
      ['comments', 'note_task_part_changes'],
      ['task_checklist_items', 'note_task_part_changes'],
      ['task_labels', 'note_task_part_changes'],
    ] as const) {
      this.addSql(`
        create trigger ${table}_list_change_insert after insert on ${table}
          referencing new table as new_rows for each statement execute function ${fn}();
        create trigger ${table}_list_change_update after update on ${table}
          referencing old table as old_rows new table as new_rows for each statement execute function ${fn}();
        create trigger ${table}_list_change_delete after delete on ${table}
          referencing old table as old_rows for each statement execute function ${fn}();
        create trigger ${table}_list_change_truncate after truncate on ${table}
          for each statement execute function note_task_list_change();
      `);
    }
  }
}
