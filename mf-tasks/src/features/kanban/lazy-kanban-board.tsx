import { LoadingState } from '@tm/ui/spinner';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { KanbanBoardProps } from './kanban-board.tsx';

// The board and dnd-kit download when the board is first shown: a member who
// keeps the list never pays for them.
const KanbanBoard = lazy(() => import('./kanban-board.tsx').then((m) => ({ default: m.KanbanBoard })));

export function LazyKanbanBoard(props: KanbanBoardProps) {
  const { t } = useTranslation('tasks');
  return (
    <Suspense fallback={<LoadingState label={t('list.loading')} />}>
      <KanbanBoard {...props} />
    </Suspense>
  );
}
