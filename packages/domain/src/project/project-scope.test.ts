import { describe, expect, it } from 'vitest';
import { PROJECT_KEY_PATTERN } from './project-constants.ts';
import { ALL_PROJECTS, chosenProject, inScope, scopeProjectIds, suggestProjectKey } from './project-scope.ts';

const web = { id: 'w', key: 'WEB', archivedAt: null };
const ops = { id: 'o', key: 'OPS', archivedAt: null };
const old = { id: 'x', key: 'OLD', archivedAt: '2026-01-01T00:00:00.000Z' };
const mine = [web, ops, old];

describe('the project scope', () => {
  it('takes the address first, by key ignoring case, over what was remembered', () => {
    expect(chosenProject(mine, 'web', 'o')).toBe(web);
    expect(chosenProject(mine, 'OLD', null)).toBe(old);
  });

  it('takes the remembered project by id when the address names none', () => {
    expect(chosenProject(mine, null, 'o')).toBe(ops);
    expect(chosenProject(mine, '', 'o')).toBe(ops);
    expect(chosenProject(mine, null, ALL_PROJECTS)).toBeNull();
    expect(chosenProject(mine, null, null)).toBeNull();
  });

  it('means all projects when the key or id names none of the member’s', () => {
    expect(chosenProject(mine, 'NOPE', 'o')).toBeNull();
    expect(chosenProject(mine, null, 'gone')).toBeNull();
  });

  it('asks the servers for the chosen project, or every project that is not archived', () => {
    expect(scopeProjectIds(mine, ops)).toEqual(['o']);
    expect(scopeProjectIds(mine, old)).toEqual(['x']);
    expect(scopeProjectIds(mine, null)).toEqual(['w', 'o']);
    // Nothing to leave out: the server's own default (an admin's includes projects they are not in).
    expect(scopeProjectIds([web, ops], null)).toBeUndefined();
    // More than a filter takes: the default too.
    expect(scopeProjectIds(mine, null, 1)).toBeUndefined();
  });

  it('shows the chosen project’s tasks, or all but those of archived projects', () => {
    expect(['w', 'o', 'x', 'elsewhere'].filter(inScope(mine, ops))).toEqual(['o']);
    expect(['w', 'o', 'x', 'elsewhere'].filter(inScope(mine, null))).toEqual(['w', 'o', 'elsewhere']);
  });
});

describe('a suggested project key', () => {
  it('is the initials of several words, else the first letters of one', () => {
    expect(suggestProjectKey('Web Shop')).toBe('WS');
    expect(suggestProjectKey('Marketing')).toBe('MARK');
    expect(suggestProjectKey('élan vital')).toBe('EV');
    expect(suggestProjectKey('Q4 planning 2027')).toBe('QP2');
    expect(suggestProjectKey('  acme-corp website redesign ')).toBe('ACWR');
  });

  it('starts with a letter and is left empty when it cannot be a key', () => {
    expect(suggestProjectKey('2027 roadmap')).toBe('ROAD');
    expect(suggestProjectKey('')).toBe('');
    expect(suggestProjectKey('X')).toBe('');
    expect(suggestProjectKey('!!!')).toBe('');
    for (const name of [
      'Web Shop',
      'Marketing',
      'Q4 planning 2027',
      '2027 roadmap',
      'a b c d e f g h i j k l',
    ]) {
      expect(suggestProjectKey(name)).toMatch(PROJECT_KEY_PATTERN);
    }
  });
});
