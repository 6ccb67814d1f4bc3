import type { ListedTask } from '@tm/domain/task/task-card';
import { ApprovalBadge, OverdueBadge, PriorityBadge } from '@tm/ui/badge';
import { Fragment, type ReactNode } from 'react';
import { ChecklistProgress } from '../checklist/checklist-progress.tsx';
import { LabelChips } from '../labels/label-chips.tsx';
import { TaskRefChip } from '../projects/task-ref-chip.tsx';
import { RepeatsChip } from '../task-detail/repeats-chip.tsx';

interface ChipOf {
  task: ListedTask;
  /** Past its due date and not done, for the viewer's date (computed once by the card). */
  overdue: boolean;
}

/**
 * The small badges beside a task's title, in the order they show, for both
 * densities of the list (TaskCard, CompactTaskCard). A chip that has nothing to
 * say renders nothing. A new chip goes here, once.
 */
const CARD_CHIPS: readonly { id: string; render: (of: ChipOf) => ReactNode }[] = [
  // Where the view mixes projects: the task's reference in its project's colour (issue 31).
  { id: 'ref', render: ({ task }) => <TaskRefChip task={task} /> },
  { id: 'overdue', render: ({ overdue }) => overdue && <OverdueBadge /> },
  { id: 'priority', render: ({ task }) => <PriorityBadge priority={task.priority} /> },
  {
    id: 'approval',
    render: ({ task }) => task.clientApproval !== 'none' && <ApprovalBadge approval={task.clientApproval} />,
  },
  {
    id: 'repeats',
    render: ({ task }) => task.recurrencePattern && <RepeatsChip pattern={task.recurrencePattern} />,
  },
  { id: 'labels', render: ({ task }) => <LabelChips labels={task.labels} /> },
  {
    id: 'checklist',
    render: ({ task }) => <ChecklistProgress done={task.checklistDone} total={task.checklistTotal} />,
  },
];

/** A task's chips (CARD_CHIPS) in the card's badge row. */
export function CardChips({ task, overdue, className }: ChipOf & { className: string | undefined }) {
  return (
    <div className={className}>
      {CARD_CHIPS.map(({ id, render }) => (
        <Fragment key={id}>{render({ task, overdue })}</Fragment>
      ))}
    </div>
  );
}
