import type { ProjectScope } from '@tm/api-client/projects';
import { PROJECT_PARAM } from '@tm/domain/project/project-scope';
import { useLocation, useNavigate } from '@tm/ui/router';
import { useEffect } from 'react';
import { screenAt } from '../routing/screens.tsx';

/**
 * Keeps the address of a screen that follows the scope (`scoped` in the table of
 * screens) saying which project it shows: the remembered one is written in when the
 * address has none (a header link, /app opened again), a key naming none of the
 * member's projects is taken out, a key typed in small letters is written as the key.
 * The screens read the scope from the hook either way; this makes the address one to
 * bookmark or share. Replaces the entry: Back does not step through it.
 */
export function useScopeInAddress(scope: ProjectScope): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const scoped = screenAt(pathname)?.scoped === true;
  const inAddress = new URLSearchParams(search).get(PROJECT_PARAM);
  const shown = scope.project?.key ?? null;
  const known = scope.projects !== undefined;
  useEffect(() => {
    if (!scoped || !known || inAddress === shown) return;
    const params = new URLSearchParams(window.location.search);
    if (shown) params.set(PROJECT_PARAM, shown);
    else params.delete(PROJECT_PARAM);
    const next = params.toString();
    navigate({ pathname, search: next ? `?${next}` : '' }, { replace: true });
  }, [scoped, known, inAddress, shown, pathname, navigate]);
}
