/**
 * An uploaded file, read once at preview and kept (task_imports.data) so the
 * confirmation can apply another mapping without the file: rows as they were in
 * the file, nothing decided yet (import-plan.ts decides).
 */
export type ImportData = CsvData | TrelloData;

export interface CsvData {
  kind: 'csv';
  headers: string[];
  /** Data records after the header, each a cell per header (missing cells are ''). */
  records: { row: number; cells: string[] }[];
  /** Records the parser could not read (an unclosed quote, ...). */
  broken: { row: number; reason: string }[];
}

export interface TrelloCard {
  row: number;
  name: string;
  /** The name of the card's list (mapped to a status in the preview). */
  list: string;
  desc: string;
  /** ISO date-time or null. */
  due: string | null;
  closed: boolean;
  members: { fullName: string; username: string; email: string | null }[];
  labels: { name: string; color: string | null }[];
  checklist: { text: string; done: boolean }[];
  comments: { author: string; text: string; date: string }[];
  /** What was left out while reading (references past the caps); absent in previews kept before notes. */
  notes?: string[];
}

export interface TrelloData {
  kind: 'trello';
  board: string;
  lists: string[];
  cards: TrelloCard[];
}
