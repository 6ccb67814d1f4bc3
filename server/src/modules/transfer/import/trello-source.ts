import { IMPORT_ROWS_MAX } from '@tm/domain/transfer/task-import.schema';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.ts';
import type { TrelloCard, TrelloData } from './import-data.ts';

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
  const labels = new Map(board.labels.map((l) => [l.id, l]));
  const members = new Map(board.members.map((m) => [m.id, m]));
  const checklists = new Map<string, TrelloCard['checklist']>();
  for (const c of board.checklists) {
    const items = [...c.checkItems].sort((a, b) => a.pos - b.pos);
    const list = checklists.get(c.idCard) ?? [];
    list.push(...items.map((i) => ({ text: i.name, done: i.state === 'complete' })));
    checklists.set(c.idCard, list);
  }
  const comments = new Map<string, TrelloCard['comments']>();
  // Trello lists actions newest first; a task's comments read oldest first.
  for (const a of [...board.actions].reverse()) {
    if (a.type !== 'commentCard' || !a.data.card || !a.data.text) continue;
    const list = comments.get(a.data.card.id) ?? [];
    list.push({
      author: a.memberCreator?.fullName || a.memberCreator?.username || '',
      text: a.data.text,
      date: a.date,
    });
    comments.set(a.data.card.id, list);
  }
  const cards = board.cards.map(
    (c, i): TrelloCard => ({
      row: i + 1,
      name: c.name,
      list: lists.get(c.idList) ?? '',
      desc: c.desc,
      due: c.due,
      closed: c.closed,
      members: c.idMembers
        .map((id) => members.get(id))
        .filter((m) => m !== undefined)
        .map((m) => ({ fullName: m.fullName, username: m.username, email: m.email ?? null })),
      labels: c.idLabels
        .map((id) => labels.get(id))
        .filter((l) => l !== undefined)
        .map((l) => ({ name: l.name, color: l.color })),
      checklist: checklists.get(c.id) ?? [],
      comments: comments.get(c.id) ?? [],
    }),
  );
  // Lists in the board's order, then any a card names that the export did not list.
  const listNames = [
    ...new Set([...board.lists.filter((l) => !l.closed).map((l) => l.name), ...cards.map((c) => c.list)]),
  ];
  return { kind: 'trello', board: board.name, lists: listNames, cards };
}
