import { Link, useLocation } from '@tm/ui/router';
import styles from './task-detail.module.css';
import { taskPath } from './task-route.ts';

/**
 * A task's title as the link to its own view (/app/tasks/{id}): a real link, so it
 * opens in a new tab or is copied like any address. `data-task-title` lets the
 * detail view give it the focus back when it closes.
 */
export function TaskTitleLink({ id, title, className }: { id: string; title: string; className?: string }) {
  const { search } = useLocation();
  return (
    <Link
      to={taskPath(id, search)}
      className={className ? `${styles.titleLink} ${className}` : styles.titleLink}
      data-task-title={id}
    >
      {title}
    </Link>
  );
}
