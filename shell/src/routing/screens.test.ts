import { describe, expect, it } from 'vitest';
import { isWallScreen, navScreens, SCREENS, type Screen, screenAt } from './screens.tsx';

const opening = (path: string) => {
  const screen = screenAt(path);
  return screen && { remote: screen.remote, firstQuery: Boolean(screen.firstQuery), access: screen.access };
};

describe('the table of screens', () => {
  it('says which remote and first query each address loads ahead, and for whom', () => {
    expect(opening('/')).toEqual({ remote: 'mf-dashboard', firstQuery: true, access: 'anyone' });
    expect(opening('/dashboard')).toEqual({ remote: 'mf-dashboard', firstQuery: true, access: 'anyone' });
    // A project's wall screen: its list depends on the key, so nothing is fetched ahead.
    expect(opening('/dashboard/WEB')).toEqual({
      remote: 'mf-dashboard',
      firstQuery: false,
      access: 'anyone',
    });
    expect(opening('/app')).toEqual({ remote: 'mf-tasks', firstQuery: true, access: 'members' });
    expect(opening('/app/')).toEqual(opening('/app'));
    expect(opening('/app/tasks/0b7c')).toEqual(opening('/app'));
    expect(opening('/app/calendar')).toEqual({ remote: 'mf-tasks', firstQuery: true, access: 'members' });
    // The screens that follow the project scope read the member's projects ahead (issue 31).
    expect(opening('/urgent')).toEqual({ remote: 'mf-tasks', firstQuery: true, access: 'members' });
    expect(opening('/meeting')).toEqual({ remote: 'mf-meeting', firstQuery: true, access: 'members' });
    expect(opening('/analytics')).toEqual({ remote: 'mf-analytics', firstQuery: true, access: 'members' });
    // The projects pages are the shell's own; they read the member's projects ahead.
    expect(opening('/app/projects')).toEqual({ remote: undefined, firstQuery: true, access: 'members' });
    expect(opening('/app/projects/WEB/settings')).toEqual(opening('/app/projects'));
    expect(opening('/app/projects/WEB/members')).toEqual(opening('/app/projects'));
    expect(screenAt('/app/projects/WEB')).toBeUndefined();
    // Screens of the shell itself load no remote; unknown addresses are no screen.
    expect(screenAt('/login')?.remote).toBeUndefined();
    expect(screenAt('/confirm-email')?.remote).toBeUndefined();
    expect(screenAt('/app/tasks')).toBeUndefined();
    expect(screenAt('/app/tasks/1/more')).toBeUndefined();
    expect(screenAt('/nowhere')).toBeUndefined();
  });

  it('gives the header its entries in order, the public dashboard alone to a visitor', () => {
    const paths = (who: { signedIn: boolean; isAdmin: boolean }) => navScreens(who).map((s) => s.paths[0]);
    expect(paths({ signedIn: false, isAdmin: false })).toEqual(['/dashboard']);
    expect(navScreens({ signedIn: true, isAdmin: false }).map((s) => [s.paths[0], s.nav.label])).toEqual([
      ['/dashboard', 'nav.dashboard'],
      ['/app', 'nav.app'],
      ['/urgent', 'nav.urgent'],
      ['/app/calendar', 'nav.calendar'],
      ['/meeting', 'nav.meeting'],
      ['/analytics', 'nav.analytics'],
      ['/app/projects', 'nav.projects'],
    ]);
    expect(paths({ signedIn: true, isAdmin: true })).toEqual(paths({ signedIn: true, isAdmin: false }));
  });

  it('shows an admins-only entry to admins alone', () => {
    const admins: Screen = {
      ...SCREENS[0]!,
      paths: ['/admin-only'],
      nav: { ...SCREENS[0]!.nav!, audience: 'admins' },
    };
    const table = [...SCREENS, admins];
    expect(navScreens({ signedIn: true, isAdmin: false }, table).map((s) => s.paths[0])).not.toContain(
      '/admin-only',
    );
    expect(navScreens({ signedIn: true, isAdmin: true }, table).map((s) => s.paths[0])).toContain(
      '/admin-only',
    );
  });

  it('has one screen per address', () => {
    const all = SCREENS.flatMap((s) => s.paths);
    expect(new Set(all).size).toBe(all.length);
  });

  it('lets the dashboard and the meeting be wall screens, at their exact address', () => {
    expect(isWallScreen('/dashboard')).toBe(true);
    expect(isWallScreen('/dashboard/WEB')).toBe(true);
    expect(isWallScreen('/meeting')).toBe(true);
    expect(isWallScreen('/app')).toBe(false);
    expect(isWallScreen('/analytics')).toBe(false);
    expect(isWallScreen('/dashboard/')).toBe(false);
  });
});
