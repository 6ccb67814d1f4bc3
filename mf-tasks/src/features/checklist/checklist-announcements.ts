import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import type { TFunction } from 'i18next';

/**
 * What a screen reader hears while an item is moved (dnd-kit's live region), in the
 * page's language: the item's text and its place, never its id.
 */
export function checklistAnnouncements(
  items: readonly ChecklistItem[],
  t: TFunction<'checklist'>,
  /** The item just picked up, until it first leaves its place (held by the panel across renders). */
  justPicked: { current: unknown },
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const textOf = (id: unknown) => items.find((i) => i.id === id)?.text ?? '';
  const placeOf = (id: unknown) => items.findIndex((i) => i.id === id) + 1;
  const total = items.length;
  return {
    screenReaderInstructions: { draggable: t('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        justPicked.current = active.id;
        return t('dnd.start', { text: textOf(active.id), position: placeOf(active.id), total });
      },
      onDragOver: ({ active, over }) => {
        // A drag starts over its own place: saying so would cut off "Picked up".
        if (justPicked.current === active.id && over?.id === active.id) return undefined;
        justPicked.current = null;
        return over
          ? t('dnd.over', { text: textOf(active.id), position: placeOf(over.id), total })
          : t('dnd.outside', { text: textOf(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('dnd.end', { text: textOf(active.id), position: placeOf(over.id), total })
          : t('dnd.cancel', { text: textOf(active.id), position: placeOf(active.id) }),
      onDragCancel: ({ active }) =>
        t('dnd.cancel', { text: textOf(active.id), position: placeOf(active.id) }),
    },
  };
}
