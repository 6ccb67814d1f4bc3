import { describe, expect, it } from 'vitest';
import { dashboardPath, projectKeyInPath, projectKeyInSearch } from './dashboard-project.ts';

describe('the project of a dashboard’s address', () => {
  it('is the key of /dashboard/{KEY}, spelled as the server reads it', () => {
    expect(projectKeyInPath('/dashboard/WEB')).toBe('WEB');
    expect(projectKeyInPath('/dashboard/web/')).toBe('WEB');
    expect(projectKeyInPath('/dashboard/%20q4plan')).toBe('Q4PLAN');
    // A malformed escape is kept as typed (the server answers it 404).
    expect(projectKeyInPath('/dashboard/%E0')).toBe('%E0');
  });

  it('is none on the instance’s dashboard or any other address', () => {
    expect(projectKeyInPath('/dashboard')).toBeNull();
    expect(projectKeyInPath('/dashboard/')).toBeNull();
    expect(projectKeyInPath('/dashboard/WEB/more')).toBeNull();
    expect(projectKeyInPath('/app/tasks/WEB')).toBeNull();
  });

  it('comes as ?project=KEY on the standalone page', () => {
    expect(projectKeyInSearch('?project=web&kiosk=1')).toBe('WEB');
    expect(projectKeyInSearch('?kiosk=1')).toBeNull();
    expect(projectKeyInSearch('?project=')).toBeNull();
  });

  it('gives the dashboard’s address back', () => {
    expect(dashboardPath(null)).toBe('/dashboard');
    expect(dashboardPath('WEB')).toBe('/dashboard/WEB');
    expect(projectKeyInPath(dashboardPath('A1'))).toBe('A1');
  });
});
