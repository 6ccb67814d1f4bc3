/** Every day's urgent list in the query cache (live-urgent-tasks.ts): invalidate them all with this prefix. */
export const URGENT_CARDS_KEY = ['tasks', 'urgent-cards'] as const;

/** The urgent list for the viewer's `today`, of some projects (all of the member's without). */
export const urgentCardsKey = (today: string, projectIds?: readonly string[]) =>
  [...URGENT_CARDS_KEY, today, projectIds ?? 'all'] as const;
