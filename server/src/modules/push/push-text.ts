import type { PushPayload } from '@tm/domain/api/push.schema';
import type { InboxItem, InboxType } from '@tm/domain/notification/inbox.schema';

export type PushLanguage = 'en' | 'fr' | 'nl';

// The service worker shows what it is sent and has no translations: the server
// writes the notification's heading in the member's language.
const HEADINGS: Record<PushLanguage, Record<InboxType, string>> = {
  en: {
    assigned: 'Assigned to you',
    completed: 'Task completed',
    commented: 'New comment',
    mentioned: 'You were mentioned',
    reminder: 'Due soon',
    overdue_digest: 'Overdue tasks',
  },
  fr: {
    assigned: 'Vous a été assignée',
    completed: 'Tâche terminée',
    commented: 'Nouveau commentaire',
    mentioned: 'Vous avez été mentionné',
    reminder: 'Échéance proche',
    overdue_digest: 'Tâches en retard',
  },
  nl: {
    assigned: 'Aan jou toegewezen',
    completed: 'Taak voltooid',
    commented: 'Nieuwe reactie',
    mentioned: 'Je bent vermeld',
    reminder: 'Binnenkort te doen',
    overdue_digest: 'Achterstallige taken',
  },
};

/** What the service worker shows for an inbox item: heading, the task's title, a click opening the task. */
export function pushPayloadFor(item: InboxItem, language: PushLanguage): PushPayload {
  return {
    title: HEADINGS[language][item.type],
    body: item.title,
    url: item.taskId ? `/app/tasks/${item.taskId}` : '/app',
    tag: `inbox-${item.id}`,
  };
}
