import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv-source.ts';
import { defaultMapping, planImport } from './import-plan.ts';
import { readTrello } from './trello-source.ts';

const team = {
  members: [
    { id: '00000000-0000-4000-8000-000000000001', name: 'Ana Trello', email: 'ana@example.com' },
    { id: '00000000-0000-4000-8000-000000000002', name: 'Bo Sheet', email: 'bo@example.com' },
    { id: '00000000-0000-4000-8000-000000000003', name: 'Twin', email: 'twin1@example.com' },
    { id: '00000000-0000-4000-8000-000000000004', name: 'Twin', email: 'twin2@example.com' },
  ],
  labels: [{ name: 'Urgent stuff', color: 'red' }],
};

// A spreadsheet's export: a byte order mark, CRLF, quoted cells with commas, doubled
// quotes and a newline, French status words, and rows that cannot become tasks.
const SHEET = `\uFEFFTitle,Statut,Priority,Due date,Assignee,Labels,Notes\r
"Quote ""this"", please",à faire,high,2026-12-01,bo@example.com,"Urgent stuff, New one","line one\r
line two"\r
Plain task,,,,,,\r
,todo,low,,,,no title here\r
Bad date,todo,low,2026-02-30,,,\r
Bad priority,todo,whenever,,,,\r
Unknown person,todo,low,,Nobody Known,,\r
Ambiguous person,todo,low,,Twin,,\r
Unmapped status,waiting,low,,,,\r
Done one,terminé,urgent,2026-11-30T10:00:00Z,Ana Trello,,\r
`;

describe('a CSV import plan', () => {
  it('reads quotes, newlines and the BOM, guesses the columns, and gives every skipped row its reason', () => {
    const data = readCsv(SHEET);
    expect(data.headers).toEqual(['Title', 'Statut', 'Priority', 'Due date', 'Assignee', 'Labels', 'Notes']);
    const mapping = defaultMapping(data);
    expect(mapping.columns).toEqual({
      title: 'Title',
      status: 'Statut',
      priority: 'Priority',
      dueDate: 'Due date',
      assignee: 'Assignee',
      labels: 'Labels',
      description: 'Notes',
    });
    const plan = planImport(data, undefined, team);
    expect(plan.rows.map((r) => r.title)).toEqual(['Quote "this", please', 'Plain task', 'Done one']);
    const [first, plain, done] = plan.rows;
    expect(first).toMatchObject({
      row: 1,
      status: 'todo',
      priority: 'high',
      dueDate: '2026-12-01',
      assignee: { name: 'Bo Sheet' },
      labels: [
        { name: 'Urgent stuff', color: 'red' },
        { name: 'New one', color: 'gray' },
      ],
      description: 'line one\nline two',
    });
    expect(plain).toMatchObject({
      status: 'todo',
      priority: 'medium',
      dueDate: null,
      assignee: null,
      labels: [],
    });
    expect(done).toMatchObject({
      status: 'done',
      priority: 'urgent',
      dueDate: '2026-11-30',
      assignee: { name: 'Ana Trello' },
    });
    expect(plan.skipped).toEqual([
      { row: 3, reason: 'no title' },
      { row: 4, reason: 'due date “2026-02-30” is not a date (YYYY-MM-DD)' },
      { row: 5, reason: 'unknown priority “whenever” (low, medium, high, urgent)' },
      { row: 6, reason: 'no member with the name or e-mail “Nobody Known”' },
      { row: 7, reason: 'no member with the name or e-mail “Twin”' },
      { row: 8, reason: 'status “waiting” is not mapped to a status' },
    ]);
    expect(plan.statusValues).toEqual(['à faire', 'todo', 'waiting', 'terminé']);
  });

  it('follows the member’s mapping: a status value mapped, a column left out', () => {
    const data = readCsv(SHEET);
    const plan = planImport(data, { columns: { assignee: null }, statuses: { waiting: 'doing' } }, team);
    expect(plan.rows.find((r) => r.title === 'Unmapped status')?.status).toBe('doing');
    expect(plan.rows.find((r) => r.title === 'Unknown person')?.assignee).toBeNull();
    expect(plan.skipped.map((s) => s.row)).toEqual([3, 4, 5]);
  });

  it('reads semicolon-separated files and refuses a file with no header', () => {
    expect(readCsv('Titre;Priorité\nUne tâche;haute\n').records[0]?.cells).toEqual(['Une tâche', 'haute']);
    expect(() => readCsv('')).toThrow(/no header/);
  });
});

describe('a Trello board plan', () => {
  const board = readTrello(
    fs.readFileSync(path.join(import.meta.dirname, '../fixtures/trello-board.json'), 'utf8'),
  );

  it('maps lists to statuses by their names and cards to tasks with labels, checklist, comments and due dates', () => {
    expect(board.lists).toEqual(['Backlog', 'In progress', 'Done', 'Someday / maybe']);
    const plan = planImport(board, undefined, team);
    expect(plan.mapping.statuses).toEqual({
      Backlog: 'todo',
      'In progress': 'doing',
      Done: 'done',
      'Someday / maybe': 'todo',
    });
    expect(plan.rows.map((r) => r.title)).toEqual([
      'Write the “About us” page',
      'Fix the broken contact form',
      'Pick the colour palette',
      'Podcast page',
    ]);
    const [about, form, palette] = plan.rows;
    expect(about).toMatchObject({
      status: 'todo',
      dueDate: '2026-12-15',
      assignee: { name: 'Ana Trello' },
      labels: [{ name: 'Content', color: 'green' }],
      description: 'Tone: friendly.\n\n- history\n- team',
      checklist: [
        { text: 'Company history', done: true },
        { text: 'Team photos', done: false },
      ],
    });
    expect(about?.comments.map((c) => [c.authorName, c.text, c.authorId])).toEqual([
      ['Ana Trello', 'First draft done.', team.members[0]?.id],
      ['Ana Trello', 'Second draft is in the shared folder.', team.members[0]?.id],
    ]);
    // A member who is not on the team leaves the task unassigned; their comment keeps their name.
    expect(form).toMatchObject({ status: 'doing', assignee: null });
    expect(form?.labels).toEqual([
      { name: 'Bug', color: 'red' },
      { name: 'Design', color: 'teal' },
    ]);
    expect(form?.comments[0]).toMatchObject({ authorId: null, authorName: 'Zed Outsider' });
    expect(palette).toMatchObject({ status: 'done', dueDate: '2026-11-01' });
    expect(plan.skipped).toEqual([
      { row: 4, reason: 'archived card' },
      { row: 5, reason: 'no title' },
    ]);
  });

  it('skips the cards of a list mapped to skip', () => {
    const plan = planImport(board, { columns: {}, statuses: { 'Someday / maybe': 'skip' } }, team);
    expect(plan.skipped).toContainEqual({ row: 6, reason: 'list “Someday / maybe” is not imported' });
  });

  it('refuses a file that is not a board export', () => {
    expect(() => readTrello('{"cards": "nope"}')).toThrow(/Not a Trello board export/);
    expect(() => readTrello('not json')).toThrow(/Not a JSON file/);
  });
});

describe('members without an address', () => {
  it('are found by their name, and do not stop the plan (accounts made by name-only sign-in)', () => {
    const nameOnly = { id: '00000000-0000-4000-8000-000000000005', name: 'Nameonly Nell', email: null };
    const data = readCsv('Title,Assignee\nFor Nell,Nameonly Nell\nFor nobody,nobody@example.com\n');
    const plan = planImport(data, undefined, { ...team, members: [...team.members, nameOnly] });
    expect(plan.rows.map((r) => [r.title, r.assignee?.id ?? null])).toEqual([['For Nell', nameOnly.id]]);
    expect(plan.skipped).toHaveLength(1);
  });
});
