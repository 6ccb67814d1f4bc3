import {
  IMPORT_CELLS_MAX,
  IMPORT_COLUMNS_MAX,
  IMPORT_LABELS_PER_TASK_MAX,
  IMPORT_MEMBERS_PER_CARD_MAX,
  IMPORT_NEW_LABELS_MAX,
} from '@tm/domain/transfer/task-import.schema';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../errors/domain-error.ts';
import { readCsv } from './csv-source.ts';
import { planImport, toImportRow } from './import-plan.ts';
import { readTrello } from './trello-source.ts';

// What a file may make the server do: caps checked while reading, before a record
// is padded or a reference expanded; text PostgreSQL cannot store refused with its
// row; a date no parser can read is the row's problem, never an exception.

const team = {
  members: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Ana Trello', email: 'ana@example.com' }],
  labels: [{ name: 'Known', color: 'red' }],
};

/** The refusal's code and message, or null when `read` does not throw one. */
function refusal(read: () => unknown): { code: string; message: string } | null {
  try {
    read();
  } catch (err) {
    if (err instanceof DomainError) return { code: err.code, message: err.message };
    throw err;
  }
  return null;
}

const columns = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(',');

describe('a CSV’s size in columns and cells', () => {
  it('refuses a header wider than the column cap, however short the file (the 14 KB bomb)', () => {
    // 2,000 columns over 5,000 one-cell lines: 10 million cells once padded.
    const bomb = `${columns(2_000)}\n${'x\n'.repeat(5_000)}`;
    expect(bomb.length).toBeLessThan(25_000);
    expect(refusal(() => readCsv(bomb))?.code).toBe('IMPORT_TOO_MANY_COLUMNS');
    expect(refusal(() => readCsv(`${columns(IMPORT_COLUMNS_MAX + 1)}\nx\n`))?.code).toBe(
      'IMPORT_TOO_MANY_COLUMNS',
    );
  });

  it('refuses a record wider than the column cap under a narrow header', () => {
    expect(refusal(() => readCsv(`title\nok\n${columns(IMPORT_COLUMNS_MAX + 1)}\n`))?.code).toBe(
      'IMPORT_TOO_MANY_COLUMNS',
    );
  });

  it('counts cells at the header’s width: 200 columns take 5,000 rows, not one more', () => {
    const rows = IMPORT_CELLS_MAX / IMPORT_COLUMNS_MAX - 1; // the header is a record too
    const head = `title,${columns(IMPORT_COLUMNS_MAX - 1)}\n`;
    const full = readCsv(`${head}${'t\n'.repeat(rows)}`);
    expect(full.records).toHaveLength(rows);
    expect(full.records[0]?.cells).toHaveLength(IMPORT_COLUMNS_MAX);
    expect(refusal(() => readCsv(`${head}${'t\n'.repeat(rows + 1)}`))?.code).toBe('IMPORT_TOO_MANY_CELLS');
  });
});

describe('text that cannot be stored', () => {
  it('refuses a CSV with a NUL or a lone surrogate, naming the row', () => {
    expect(refusal(() => readCsv('title\nfine\nbad\u0000cell\n'))).toEqual({
      code: 'IMPORT_TEXT_INVALID',
      message: 'Row 2 holds a character that cannot be stored (a NUL or a lone UTF-16 surrogate)',
    });
    expect(refusal(() => readCsv('title\u0000\nfine\n'))?.message).toMatch(/^The header row holds/);
    // The CSV reader works on UTF-8 bytes, where a lone surrogate has no encoding: the file's line is named.
    expect(refusal(() => readCsv('title\nfine\n"two\nlines",low \udc00 alone\n'))?.message).toMatch(
      /^Line 4 holds/,
    );
    expect(refusal(() => readCsv('title\ud800\nfine\n'))?.message).toMatch(/^Line 1 holds/);
    // A pair is one character (an emoji), not a lone surrogate.
    expect(readCsv('title\n\ud83d\ude00 smile\n').records[0]?.cells).toEqual(['\ud83d\ude00 smile']);
  });

  it('refuses a Trello card with one, naming its row', () => {
    const board = (card: object) =>
      JSON.stringify({
        lists: [{ id: 'l', name: 'Todo' }],
        cards: [{ id: 'a', name: 'ok', idList: 'l' }, card],
      });
    expect(refusal(() => readTrello(board({ id: 'b', name: 'x', desc: 'a\u0000b', idList: 'l' })))).toEqual({
      code: 'IMPORT_TEXT_INVALID',
      message: 'Row 2 holds a character that cannot be stored (a NUL or a lone UTF-16 surrogate)',
    });
    // JSON writes a lone surrogate as an escape, which JSON.parse reads back as one.
    const escaped = board({ id: 'b', name: 'x', idList: 'l', desc: 'half \ud800' });
    expect(escaped).toContain('\\ud800');
    expect(refusal(() => readTrello(escaped))?.message).toMatch(/^Row 2 holds/);
  });
});

describe('a Trello card’s references', () => {
  const labels = Array.from({ length: 60 }, (_, i) => ({ id: `lb${i}`, name: `Label ${i}`, color: 'green' }));
  const members = Array.from({ length: 60 }, (_, i) => ({ id: `m${i}`, fullName: `Person ${i}` }));

  it('are read once each however often they repeat, and capped per card with a note', () => {
    const data = readTrello(
      JSON.stringify({
        lists: [{ id: 'l', name: 'Todo' }],
        labels,
        members,
        cards: [
          {
            id: 'a',
            name: 'Repeated',
            idList: 'l',
            idLabels: Array(10_000).fill('lb1'),
            idMembers: Array(10_000).fill('m1'),
          },
          {
            id: 'b',
            name: 'Many',
            idList: 'l',
            idLabels: labels.map((l) => l.id),
            idMembers: members.map((m) => m.id),
          },
        ],
      }),
    );
    const [repeated, many] = data.cards;
    expect(repeated?.labels).toEqual([{ name: 'Label 1', color: 'green' }]);
    expect(repeated?.members).toHaveLength(1);
    expect(repeated?.notes).toEqual([]);
    expect(many?.labels).toHaveLength(IMPORT_LABELS_PER_TASK_MAX);
    expect(many?.members).toHaveLength(IMPORT_MEMBERS_PER_CARD_MAX);
    const plan = planImport(data, undefined, {
      ...team,
      labels: labels.map((l) => ({ name: l.name, color: 'green' })),
    });
    expect(plan.rows.map(toImportRow)[1]?.notes).toEqual([
      'only the first 50 of its 60 members are imported',
      'only the first 50 of its 60 labels are imported',
    ]);
  });
});

describe('dates from the file', () => {
  it('that are no dates skip their row with the reason, whatever the parser makes of them', () => {
    const data = readTrello(
      JSON.stringify({
        lists: [{ id: 'l', name: 'Todo' }],
        cards: [
          { id: 'a', name: 'Nines', idList: 'l', due: '9999-99-99' },
          { id: 'b', name: 'Bad time', idList: 'l', due: '2026-01-01T99:99:00.000Z' },
          { id: 'c', name: 'Fine', idList: 'l', due: '2026-12-15T12:00:00.000Z' },
        ],
      }),
    );
    const plan = planImport(data, undefined, team);
    expect(plan.rows.map((r) => [r.title, r.dueDate])).toEqual([['Fine', '2026-12-15']]);
    expect(plan.skipped).toEqual([
      { row: 1, reason: 'due date “9999-99-99” is not a date (YYYY-MM-DD)' },
      { row: 2, reason: 'due date “2026-01-01T99:99:00.000Z” is not a date (YYYY-MM-DD)' },
    ]);
    const csv = planImport(readCsv('title,due\nLate,2026-12-01T25:61\n'), undefined, team);
    expect(csv.skipped).toEqual([
      { row: 1, reason: 'due date “2026-12-01T25:61” is not a date (YYYY-MM-DD)' },
    ]);
  });

  it('on a comment that is no date (or out of PostgreSQL’s years) dates it now, with a note', () => {
    const data = readTrello(
      JSON.stringify({
        lists: [{ id: 'l', name: 'Todo' }],
        cards: [{ id: 'a', name: 'Talked about', idList: 'l' }],
        actions: ['2026-11-30T10:00:00.000Z', 'yesterday', '+275760-09-13T00:00:00.000Z'].map((date) => ({
          type: 'commentCard',
          date,
          data: { text: `said ${date}`, card: { id: 'a' } },
        })),
      }),
    );
    const [task] = planImport(data, undefined, team).rows;
    expect(task?.comments.map((c) => c.date)).toEqual([null, null, '2026-11-30T10:00:00.000Z']);
    expect(task?.notes).toEqual([
      'comment 1: “+275760-09-13T00:00:00.000Z” is not a date, it is dated now',
      'comment 2: “yesterday” is not a date, it is dated now',
    ]);
  });
});

describe('labels', () => {
  it('are capped per task with a note', () => {
    const names = Array.from({ length: 70 }, (_, i) => `Tag ${i}`);
    const plan = planImport(readCsv(`title,labels\nTagged,"${names.join(', ')}"\n`), undefined, {
      ...team,
      labels: names.map((name) => ({ name, color: 'blue' })),
    });
    expect(plan.rows[0]?.labels).toHaveLength(IMPORT_LABELS_PER_TASK_MAX);
    expect(plan.rows[0]?.notes).toEqual(['only the first 50 of its 70 labels are imported']);
  });

  it('new to the team are refused past the cap; the team’s own do not count', () => {
    const csv = (n: number) =>
      `title,labels\n${Array.from({ length: n }, (_, i) => `Task ${i},"New ${i}, Known"`).join('\n')}\n`;
    expect(planImport(readCsv(csv(IMPORT_NEW_LABELS_MAX)), undefined, team).rows).toHaveLength(
      IMPORT_NEW_LABELS_MAX,
    );
    expect(refusal(() => planImport(readCsv(csv(IMPORT_NEW_LABELS_MAX + 1)), undefined, team))).toEqual({
      code: 'IMPORT_TOO_MANY_LABELS',
      message: 'The import would create 101 labels: at most 100',
    });
  });
});
