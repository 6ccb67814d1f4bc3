// The label palette and limits without zod, so screens can list colours without
// shipping the validation library (label.schema.ts re-exports them); zod and the
// answer schemas are imported here as types only, which leave no code behind.
import type { z } from 'zod';
import type { LabelOut } from '../api/wire.schema.ts';

/** Each colour has a light and a dark pair of CSS variables in the UI kit's tokens (readable in both themes). */
export const LABEL_COLORS = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

/** A label's name: at most this many characters, else 400 LABEL_NAME_TOO_LONG. */
export const LABEL_NAME_MAX = 50;

/** A label as a task carries it and as the label list answers it. */
export type Label = z.output<typeof LabelOut>;

/** Labels in the order every screen shows them: by name, ignoring case (the server sorts the same way). */
export function sortLabels<L extends { name: string; id: string }>(labels: readonly L[]): L[] {
  return [...labels].sort((a, b) => {
    const x = a.name.toLowerCase();
    const y = b.name.toLowerCase();
    return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
