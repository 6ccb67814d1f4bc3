import { LABEL_NAME_MAX } from '@tm/domain/label/label.schema';
import { CHECKLIST_ITEMS_MAX, CHECKLIST_TEXT_MAX } from '@tm/domain/task/checklist-limits';
import {
  IMPORT_LABELS_PER_TASK_MAX,
  IMPORT_MEMBERS_PER_CARD_MAX,
  IMPORT_ROWS_MAX,
} from '@tm/domain/transfer/task-import.schema';
import { NAME_MAX } from '@tm/domain/user/user.schema';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.ts';
import type { TrelloCard, TrelloData } from './import-data.ts';
import { assertStorable } from './import-text.ts';

// A Trello board export (board menu > Print, export and share > Export as JSON):
// the fields read here, as Trello documents them; everything else is ignored.
const Id = z.string();
const TrelloBoard = z.object({
  name: z.string().default(''),
  lists: z.array(z.object({ id: Id, name: z.string(), closed: z.boolean().default(false) })).default([]),
  cards: z.array(
    z.object({
      id: Id,
      name: z.string().default(''),
      desc: z.string().default(''),
      idList: Id,
      idLabels: z.array(Id).default([]),
      idMembers: z.array(Id).default([]),
      idChecklists: z.array(Id).default([]),
      due: z.string().nullable().default(null),
      closed: z.boolean().default(false),
    }),
  ),
  labels: z
    .array(z.object({ id: Id, name: z.string().default(''), color: z.string().nullable().default(null) }))
    .default([]),
  members: z
    .array(
      z.object({
        id: Id,
        fullName: z.string().default(''),
        username: z.string().default(''),
        email: z.string().nullable().optional(),
      }),
    )
    .default([]),
  checklists: z
    .array(
      z.object({
        id: Id,
        idCard: Id,
        name: z.string().default(''),
        checkItems: z
          .array(
            z.object({
              name: z.string(),
              state: z.string().default('incomplete'),
              pos: z.number().default(0),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
  actions: z
    .array(
      z.object({
        type: z.string(),
        date: z.string().default(''),
        data: z
          .object({ text: z.string().optional(), card: z.object({ id: Id }).optional() })
          .loose()
          .default({}),
        memberCreator: z
          .object({ fullName: z.string().default(''), username: z.string().default('') })
          .optional(),
      }),
    )
    .default([]),
});

const invalid = (message: string) =>
  new DomainError('validation', 'IMPORT_FILE_INVALID', message, [{ path: 'file', message }]);

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
/** A name longer than any account's cannot match one; kept short, it cannot be repeated into a large preview. */
const personName = (s: string) => s.trim().slice(0, NAME_MAX * 2);

/**
 * A card's references resolved once each: a card may name the same label or member
 * any number of times, and each copy would be kept and planned. Past `max` distinct
 * ones the rest are dropped, and the card says so.
 */
function resolved<T>(
  ids: readonly string[],
  byId: Map<string, T>,
  max: number,
  what: string,
  notes: string[],
): T[] {
  const found = [...new Set(ids)].map((id) => byId.get(id)).filter((x) => x !== undefined);
  if (found.length > max) notes.push(`only the first ${max} of its ${found.length} ${what} are imported`);
  return found.slice(0, max);
}

/** Cards in the board's order become rows (row = the card's place in the export, from 1). */
export function readTrello(text: string): TrelloData {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw invalid('Not a JSON file: export the board from Trello as JSON');
  }
  const parsed = TrelloBoard.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(`Not a Trello board export (${issue?.path.join('.') || 'root'}: ${issue?.message ?? ''})`);
  }
  const board = parsed.data;
  if (board.cards.length > IMPORT_ROWS_MAX) {
    throw new DomainError(
      'validation',
      'IMPORT_TOO_MANY_ROWS',
      `At most ${IMPORT_ROWS_MAX} cards per import`,
      [{ path: 'file', message: 'IMPORT_TOO_MANY_ROWS' }],
    );
  }
  const lists = new Map(board.lists.map((l) => [l.id, l.name]));
  const labels = new Map(
    board.labels.map((l) => [l.id, { name: oneLine(l.name).slice(0, LABEL_NAME_MAX), color: l.color }]),
  );
  const members = new Map(
    board.members.map((m) => [
      m.id,
      {
        fullName: personName(m.fullName),
        username: personName(m.username),
        email: m.email ? personName(m.email) : null,
      },
    ]),
  );
  // Items as the task keeps them (one line, cut to length, not empty), counted per card.
  const checklists = new Map<string, { items: TrelloCard['checklist']; given: number }>();
  for (const c of board.checklists) {
    const items = [...c.checkItems].sort((a, b) => a.pos - b.pos);
    const list = checklists.get(c.idCard) ?? { items: [], given: 0 };
    for (const i of items) {
      const text = oneLine(i.name).slice(0, CHECKLIST_TEXT_MAX);
      if (!text) continue;
      list.given++;
      if (list.items.length < CHECKLIST_ITEMS_MAX) list.items.push({ text, done: i.state === 'complete' });
    }
    checklists.set(c.idCard, list);
  }
  const comments = new Map<string, TrelloCard['comments']>();
  // Trello lists actions newest first; a task's comments read oldest first.
  for (const a of [...board.actions].reverse()) {
    if (a.type !== 'commentCard' || !a.data.card || !a.data.text) continue;
    const list = comments.get(a.data.card.id) ?? [];
    list.push({
      author: personName(a.memberCreator?.fullName || a.memberCreator?.username || ''),
      text: a.data.text,
      date: a.date,
    });
    comments.set(a.data.card.id, list);
  }
  const cards = board.cards.map((c, i): TrelloCard => {
    const notes: string[] = [];
    const checklist = checklists.get(c.id);
    if (checklist && checklist.given > checklist.items.length) {
      notes.push(
        `only the first ${CHECKLIST_ITEMS_MAX} of its ${checklist.given} checklist items are imported`,
      );
    }
    const card: TrelloCard = {
      row: i + 1,
      name: c.name,
      list: lists.get(c.idList) ?? '',
      desc: c.desc,
      due: c.due,
      closed: c.closed,
      members: resolved(c.idMembers, members, IMPORT_MEMBERS_PER_CARD_MAX, 'members', notes),
      labels: resolved(c.idLabels, labels, IMPORT_LABELS_PER_TASK_MAX, 'labels', notes),
      checklist: checklist?.items ?? [],
      comments: comments.get(c.id) ?? [],
      notes,
    };
    assertStorable(card, `row ${card.row}`);
    return card;
  });
  // Lists in the board's order, then any a card names that the export did not list.
  const listNames = [
    ...new Set([...board.lists.filter((l) => !l.closed).map((l) => l.name), ...cards.map((c) => c.list)]),
  ];
  assertStorable(listNames, 'a list name');
  assertStorable(board.name, 'the board name');
  return { kind: 'trello', board: board.name, lists: listNames, cards };
}
