import { useProjectScope } from '@tm/api-client/projects';
import type { Project } from '@tm/domain/api/wire-projects.schema';
import { useLocation } from '@tm/ui/router';
import { type KeyboardEvent, lazy, Suspense, useCallback, useState } from 'react';
import { screenAt } from '../routing/screens.tsx';
import { useScopeInAddress } from './scope-in-address.ts';
import { ScopeTrigger } from './scope-trigger.tsx';
import { useShellShortcuts } from './shell-shortcuts.ts';

const loadMenu = () => import('./project-menu.tsx');
const ProjectMenu = lazy(loadMenu);

/**
 * The header's project switcher (issue 31): shows the scope the screens follow and
 * changes it. The menu (Radix) downloads on first use, like the profile's: until
 * then the same button stands in. `g p` opens it from anywhere.
 */
export default function ProjectSwitcher() {
  const scope = useProjectScope();
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  useScopeInAddress(scope);
  const openMenu = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  useShellShortcuts({ projects: openMenu });

  // A screen that follows the scope shows the chosen project in place; any other goes to its tasks.
  const choose = (project: Project | null) =>
    scope.choose(project, screenAt(pathname)?.scoped ? undefined : '/app');

  const standIn = (
    <ScopeTrigger
      project={scope.project}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={openMenu}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'ArrowDown') openMenu();
      }}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ProjectMenu scope={scope} open={open} onOpenChange={setOpen} onChoose={choose} />
    </Suspense>
  );
}
