import type { LabelColor } from '@tm/domain/label/label.schema';
import { LABEL_COLORS, LABEL_NAME_MAX } from '@tm/domain/label/label.schema';
import { CHECKLIST_ITEMS_MAX, CHECKLIST_TEXT_MAX } from '@tm/domain/task/checklist-limits';
import {
  DESCRIPTION_MAX,
  DUE_DATE_MAX,
  DUE_DATE_MIN,
  LONG_TEXT_MAX,
  TITLE_MAX,
} from '@tm/domain/task/task.schema';
import { TASK_PRIORITIES, type TaskPriority, type TaskStatus } from '@tm/domain/task/task-constants';
import {
  IMPORT_FIELDS,
  IMPORT_LABELS_PER_TASK_MAX,
  IMPORT_NEW_LABELS_MAX,
  type ImportField,
  type ImportMapping,
  type ImportRow,
  type ImportSkipped,
} from '@tm/domain/transfer/task-import.schema';
import { DomainError } from '../../../errors/domain-error.ts';
import type { CsvData, ImportData, TrelloCard } from './import-data.ts';

// What an import would create, decided from the kept file and a mapping: a pure
// function, run by the preview (dry run) and again by the confirmation, so both
// show and do the same thing. Every row is a task or a skipped row with a reason.

export interface TeamMember {
  id: string;
  name: string;
  /** Null for an account made by name-only sign-in: found by its name only. */
  email: string | null;
}

export interface PlannedTask {
  row: number;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string | null;
  assignee: TeamMember | null;
  /** Label names (existing labels are matched ignoring case; others are created) with a colour for new ones. */
  labels: { name: string; color: LabelColor }[];
  description: string | null;
  checklist: { text: string; done: boolean }[];
  /** `authorId` null: no member of that name; the importing member writes it, naming the author. */
  comments: { authorId: string | null; authorName: string; text: string; date: string | null }[];
  /** What of the row is left out or changed, shown with it in the preview. */
  notes: string[];
}

export interface ImportPlan {
  mapping: ImportMapping;
  columns: string[];
  statusValues: string[];
  rows: PlannedTask[];
  skipped: ImportSkipped[];
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Header names each field is recognised by (English, French, Dutch and common tools). */
const FIELD_HEADERS: Record<ImportField, string[]> = {
  title: ['title', 'name', 'task', 'summary', 'titre', 'tache', 'naam', 'taak', 'cardname'],
  status: ['status', 'state', 'list', 'statut', 'etat', 'lijst'],
  priority: ['priority', 'priorite', 'prioriteit'],
  dueDate: ['duedate', 'due', 'deadline', 'echeance', 'dateecheance', 'vervaldatum'],
  assignee: ['assignee', 'assignedto', 'assigned', 'responsable', 'assigne', 'toegewezenaan', 'uitvoerder'],
  labels: ['labels', 'label', 'tags', 'etiquettes', 'etiketten'],
  description: ['description', 'desc', 'notes', 'details', 'omschrijving', 'beschrijving'],
};

const STATUS_WORDS: Record<TaskStatus, string[]> = {
  todo: ['todo', 'tobedone', 'open', 'new', 'backlog', 'afaire', 'tedoen', 'ideas', 'next'],
  doing: ['doing', 'inprogress', 'started', 'wip', 'encours', 'bezig', 'inuitvoering', 'review'],
  done: [
    'done',
    'complete',
    'completed',
    'closed',
    'finished',
    'termine',
    'fait',
    'klaar',
    'gedaan',
    'afgerond',
  ],
};

const PRIORITY_WORDS: Record<TaskPriority, string[]> = {
  low: ['low', 'basse', 'faible', 'laag'],
  medium: ['medium', 'normal', 'moyenne', 'normale', 'gemiddeld', 'normaal'],
  high: ['high', 'haute', 'elevee', 'hoog'],
  urgent: ['urgent', 'urgente', 'critical', 'critique', 'dringend', 'kritiek'],
};

function wordTo<K extends string>(words: Record<K, string[]>, value: string): K | null {
  const n = norm(value);
  for (const [key, list] of Object.entries(words) as [K, string[]][]) if (list.includes(n)) return key;
  return null;
}

/** Trello's label colours in the product's palette. */
const TRELLO_COLORS: Record<string, LabelColor> = {
  green: 'green',
  yellow: 'yellow',
  orange: 'orange',
  red: 'red',
  purple: 'purple',
  blue: 'blue',
  sky: 'teal',
  lime: 'green',
  pink: 'pink',
  black: 'gray',
};
const labelColor = (c: string | null): LabelColor => {
  const base = (c ?? '').replace(/_(light|dark)$/, '');
  return (
    TRELLO_COLORS[base] ??
    ((LABEL_COLORS as readonly string[]).includes(base) ? (base as LabelColor) : 'gray')
  );
};

/** The first guess: fields by their header names, statuses by their words (todo when unknown for Trello lists). */
export function defaultMapping(data: ImportData): ImportMapping {
  const statuses: Record<string, TaskStatus | 'skip'> = {};
  if (data.kind === 'trello') {
    for (const list of data.lists) statuses[list] = wordTo(STATUS_WORDS, list) ?? 'todo';
    return { columns: {}, statuses };
  }
  const columns: ImportMapping['columns'] = {};
  for (const field of IMPORT_FIELDS) {
    columns[field] = data.headers.find((h) => FIELD_HEADERS[field].includes(norm(h))) ?? null;
  }
  for (const value of csvStatusValues(data, columns.status ?? null)) {
    const known = wordTo(STATUS_WORDS, value);
    if (known) statuses[value] = known;
  }
  return { columns, statuses };
}

function csvStatusValues(data: CsvData, column: string | null): string[] {
  const at = column === null ? -1 : data.headers.indexOf(column);
  if (at < 0) return [];
  return [...new Set(data.records.map((r) => (r.cells[at] ?? '').trim()).filter((v) => v !== ''))];
}

/** The mapping sent at confirmation (or nothing) over the first guess. */
function completeMapping(data: ImportData, given: ImportMapping | undefined): ImportMapping {
  const guess = defaultMapping(data);
  if (!given) return guess;
  return {
    columns: { ...guess.columns, ...given.columns },
    statuses: { ...guess.statuses, ...given.statuses },
  };
}

class Skip extends Error {}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function title(raw: string): string {
  const t = oneLine(raw);
  if (!t) throw new Skip('no title');
  if (t.length > TITLE_MAX) throw new Skip(`title longer than ${TITLE_MAX} characters`);
  return t;
}

function description(raw: string): string | null {
  const d = raw.replace(/\r\n?/g, '\n').trim();
  if (d.length > DESCRIPTION_MAX) throw new Skip(`description longer than ${DESCRIPTION_MAX} characters`);
  return d || null;
}

/** YYYY-MM-DD or an ISO date-time (its UTC date); empty is no due date. */
function dueDate(raw: string | null): string | null {
  const v = (raw ?? '').trim();
  if (!v) return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(v);
  // A date-time such as 2026-01-01T99:99 is an Invalid Date, whose toISOString throws.
  const iso = m && (m[0].length > 10 ? isoInstant(v)?.slice(0, 10) : m[1]);
  const date = iso ? new Date(`${iso}T00:00:00Z`) : null;
  if (!iso || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new Skip(`due date “${v}” is not a date (YYYY-MM-DD)`);
  }
  if (iso < DUE_DATE_MIN || iso > DUE_DATE_MAX) throw new Skip(`due date “${v}” is out of range`);
  return iso;
}

/**
 * An instant written by another tool, as PostgreSQL's timestamptz reads it back
 * (years 1 to 9999 in four digits), or null for anything else.
 */
function isoInstant(raw: string): string | null {
  const time = Date.parse(raw);
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  return /^\d{4}-/.test(iso) && !iso.startsWith('0000') ? iso : null;
}

function priority(raw: string): TaskPriority {
  const v = raw.trim();
  if (!v) return 'medium';
  const p = wordTo(PRIORITY_WORDS, v);
  if (!p) throw new Skip(`unknown priority “${v}” (${TASK_PRIORITIES.join(', ')})`);
  return p;
}

function status(mapping: ImportMapping, raw: string, what: string): TaskStatus {
  const v = raw.trim();
  if (!v) return 'todo';
  const s = mapping.statuses[v];
  if (s === 'skip') throw new Skip(`${what} “${v}” is not imported`);
  if (!s) throw new Skip(`${what} “${v}” is not mapped to a status`);
  return s;
}

function labelsOf(
  names: string[],
  color: (name: string) => LabelColor,
  notes: string[],
): PlannedTask['labels'] {
  const seen = new Set<string>();
  const out: PlannedTask['labels'] = [];
  for (const raw of names) {
    const name = oneLine(raw).slice(0, LABEL_NAME_MAX);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push({ name, color: color(name) });
  }
  if (out.length > IMPORT_LABELS_PER_TASK_MAX) {
    notes.push(`only the first ${IMPORT_LABELS_PER_TASK_MAX} of its ${out.length} labels are imported`);
  }
  return out.slice(0, IMPORT_LABELS_PER_TASK_MAX);
}

class People {
  private byEmail = new Map<string, TeamMember>();
  private byName = new Map<string, TeamMember | 'ambiguous'>();
  constructor(members: readonly TeamMember[]) {
    for (const m of members) {
      if (m.email) this.byEmail.set(m.email.toLowerCase(), m);
      const key = m.name.trim().toLowerCase();
      this.byName.set(key, this.byName.has(key) ? 'ambiguous' : m);
    }
  }
  /** A member by e-mail or by a name only one member has. */
  find(nameOrEmail: string): TeamMember | null {
    const v = nameOrEmail.trim().toLowerCase();
    const byEmail = this.byEmail.get(v);
    if (byEmail) return byEmail;
    const byName = this.byName.get(v);
    return byName && byName !== 'ambiguous' ? byName : null;
  }
}

/** The export writes `'=…` for a cell starting with = + - @ tab or CR (formula-safe); read back, it is the text again. */
const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

function planCsv(
  data: CsvData,
  mapping: ImportMapping,
  people: People,
  labelColors: Map<string, LabelColor>,
) {
  const at = (field: ImportField) => {
    const header = mapping.columns[field];
    return header ? data.headers.indexOf(header) : -1;
  };
  const idx = Object.fromEntries(IMPORT_FIELDS.map((f) => [f, at(f)])) as Record<ImportField, number>;
  const rows: PlannedTask[] = [];
  const skipped: ImportSkipped[] = data.broken.map((b) => ({ row: b.row, reason: b.reason }));
  if (idx.title < 0) {
    for (const r of data.records) skipped.push({ row: r.row, reason: 'no column is mapped to the title' });
    return { rows, skipped };
  }
  for (const r of data.records) {
    const cell = (f: ImportField) => (idx[f] >= 0 ? unescapeFormula(r.cells[idx[f]] ?? '') : '');
    try {
      const assigneeText = cell('assignee').trim();
      const assignee = assigneeText ? people.find(assigneeText) : null;
      if (assigneeText && !assignee) throw new Skip(`no member with the name or e-mail “${assigneeText}”`);
      const notes: string[] = [];
      rows.push({
        row: r.row,
        title: title(cell('title')),
        status: status(mapping, cell('status'), 'status'),
        priority: priority(cell('priority')),
        dueDate: dueDate(cell('dueDate')),
        assignee,
        labels: labelsOf(
          cell('labels').split(/[,;]/),
          (n) => labelColors.get(n.toLowerCase()) ?? 'gray',
          notes,
        ),
        description: description(cell('description')),
        checklist: [],
        comments: [],
        notes,
      });
    } catch (err) {
      if (!(err instanceof Skip)) throw err;
      skipped.push({ row: r.row, reason: err.message });
    }
  }
  return { rows, skipped };
}

function planTrelloCard(card: TrelloCard, mapping: ImportMapping, people: People): PlannedTask {
  if (card.closed) throw new Skip('archived card');
  const assignee =
    card.members
      .map((m) => (m.email && people.find(m.email)) || people.find(m.fullName) || people.find(m.username))
      .find((m) => m) ?? null;
  const notes = [...(card.notes ?? [])];
  return {
    row: card.row,
    title: title(card.name),
    status: status(mapping, card.list, 'list'),
    priority: 'medium',
    dueDate: dueDate(card.due),
    assignee,
    labels: labelsOf(
      card.labels.map((l) => l.name),
      (n) =>
        labelColor(card.labels.find((l) => l.name.trim().toLowerCase() === n.toLowerCase())?.color ?? null),
      notes,
    ),
    description: description(card.desc),
    checklist: card.checklist
      .map((i) => ({ text: oneLine(i.text).slice(0, CHECKLIST_TEXT_MAX), done: i.done }))
      .filter((i) => i.text !== '')
      .slice(0, CHECKLIST_ITEMS_MAX),
    comments: card.comments.map((c, n) => {
      const author = people.find(c.author);
      const date = c.date ? isoInstant(c.date) : null;
      if (c.date && !date)
        notes.push(`comment ${n + 1}: “${c.date.slice(0, 40)}” is not a date, it is dated now`);
      return {
        authorId: author?.id ?? null,
        authorName: c.author,
        text: c.text.slice(0, LONG_TEXT_MAX - 200),
        date,
      };
    }),
    notes,
  };
}

/** The labels the plan would add to the team's: refused past IMPORT_NEW_LABELS_MAX. */
function assertNewLabels(rows: readonly PlannedTask[], team: readonly { name: string }[]): void {
  const known = new Set(team.map((l) => l.name.toLowerCase()));
  const fresh = new Set<string>();
  for (const r of rows)
    for (const l of r.labels) if (!known.has(l.name.toLowerCase())) fresh.add(l.name.toLowerCase());
  if (fresh.size > IMPORT_NEW_LABELS_MAX) {
    const message = `The import would create ${fresh.size} labels: at most ${IMPORT_NEW_LABELS_MAX}`;
    throw new DomainError('validation', 'IMPORT_TOO_MANY_LABELS', message, [
      { path: 'file', message: 'IMPORT_TOO_MANY_LABELS' },
    ]);
  }
}

export function planImport(
  data: ImportData,
  given: ImportMapping | undefined,
  team: { members: readonly TeamMember[]; labels: readonly { name: string; color: string }[] },
): ImportPlan {
  const mapping = completeMapping(data, given);
  const people = new People(team.members);
  const labelColors = new Map(team.labels.map((l) => [l.name.toLowerCase(), l.color as LabelColor]));
  if (data.kind === 'csv') {
    const { rows, skipped } = planCsv(data, mapping, people, labelColors);
    assertNewLabels(rows, team.labels);
    return {
      mapping,
      columns: data.headers,
      statusValues: csvStatusValues(data, mapping.columns.status ?? null),
      rows,
      skipped: skipped.sort((a, b) => a.row - b.row),
    };
  }
  const rows: PlannedTask[] = [];
  const skipped: ImportSkipped[] = [];
  for (const card of data.cards) {
    try {
      rows.push(planTrelloCard(card, mapping, people));
    } catch (err) {
      if (!(err instanceof Skip)) throw err;
      skipped.push({ row: card.row, reason: err.message });
    }
  }
  assertNewLabels(rows, team.labels);
  return { mapping, columns: [], statusValues: data.lists, rows, skipped };
}

/** A planned task as the preview shows it. */
export const toImportRow = (t: PlannedTask): ImportRow => ({
  row: t.row,
  title: t.title,
  status: t.status,
  priority: t.priority,
  dueDate: t.dueDate,
  assignee: t.assignee?.name ?? null,
  labels: t.labels.map((l) => l.name),
  hasDescription: t.description !== null,
  checklistItems: t.checklist.length,
  comments: t.comments.length,
  notes: t.notes,
});
