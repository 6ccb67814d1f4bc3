/** A label as the filter shows it (the labels slice's `{id, name, color}`). */
export interface LabelOption {
  id: string;
  name: string;
  color: string;
}

/**
 * The labels carried by the loaded tasks, each once, by name: what the list can be
 * filtered by without another request. Tasks read before labels existed carry none.
 */
export function labelsInUse(tasks: readonly { labels?: readonly LabelOption[] }[]): LabelOption[] {
  const byId = new Map<string, LabelOption>();
  for (const task of tasks) for (const label of task.labels ?? []) byId.set(label.id, label);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
