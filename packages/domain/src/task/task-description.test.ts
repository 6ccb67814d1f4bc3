import { describe, expect, it } from 'vitest';
import { CreateTaskInput, DESCRIPTION_MAX, UpdateTaskInput } from './task.schema.ts';

const codes = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('a task description', () => {
  it('keeps Markdown as written, line ends as LF, without trailing blanks', () => {
    const r = CreateTaskInput.parse({
      title: 'x',
      description: '  indented\r\n| a | b |\r\n|---|---|\t\n\n',
    });
    expect(r.description).toBe('  indented\n| a | b |\n|---|---|');
  });

  it('is null when blank and absent when not sent', () => {
    expect(UpdateTaskInput.parse({ description: ' \n ' }).description).toBeNull();
    expect(UpdateTaskInput.parse({ description: null }).description).toBeNull();
    expect('description' in UpdateTaskInput.parse({ title: 'y' })).toBe(false);
  });

  it(`accepts ${DESCRIPTION_MAX} characters and refuses one more with DESCRIPTION_TOO_LONG`, () => {
    expect(UpdateTaskInput.safeParse({ description: 'a'.repeat(DESCRIPTION_MAX) }).success).toBe(true);
    const over = UpdateTaskInput.safeParse({ description: 'a'.repeat(DESCRIPTION_MAX + 1) });
    expect(codes(over)).toEqual(['DESCRIPTION_TOO_LONG']);
  });

  it('refuses control characters other than line feed and tab', () => {
    expect(codes(CreateTaskInput.safeParse({ title: 'x', description: 'a\u0000b' }))).toEqual([
      'CONTROL_CHARACTERS',
    ]);
    expect(codes(UpdateTaskInput.safeParse({ description: 'bell\u0007' }))).toEqual(['CONTROL_CHARACTERS']);
  });
});
