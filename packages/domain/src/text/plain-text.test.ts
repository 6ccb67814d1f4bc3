import { describe, expect, it } from 'vitest';
import { LoginInput, RegisterInput } from '../auth/auth.schema.ts';
import { IntegrationConfigureInput } from '../integration/integration.schema.ts';
import { CommentInput, CreateTaskInput, UpdateTaskInput, VisibilityInput } from '../task/task.schema.ts';
import { CreateUserInput, UpdateProfileInput } from '../user/user.schema.ts';
import { isMultiLine, isOneLine } from './plain-text.ts';

/** Every C0 control and DEL. */
const CONTROLS = [...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)), '\u007f'];
const hex = (c: string) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The code of the first issue, as the server answers it (`{ code }`). */
function codeOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? 'OK' : result.error?.issues[0]?.message;
}

describe('plain text rules', () => {
  it.each(CONTROLS.map((c) => [hex(c), c]))('one-line text refuses %s', (_name, c) => {
    expect(isOneLine(`a${c}b`)).toBe(false);
  });

  it('multi-line text keeps only line feeds and tabs', () => {
    const refused = CONTROLS.filter((c) => !isMultiLine(`a${c}b`)).map(hex);
    expect(refused).toEqual(CONTROLS.filter((c) => c !== '\n' && c !== '\t').map(hex));
  });

  it('lets every other character through, emoji and accents included', () => {
    const text = 'Réunion – 東京 😀 ; , \\ " < > \u00a0 \u2028';
    expect(isOneLine(text)).toBe(true);
    expect(isMultiLine(text)).toBe(true);
  });
});

describe('one-line fields refuse control characters with CONTROL_CHARACTERS', () => {
  const inputs: [string, () => { success: boolean }][] = [
    ['a task title', () => CreateTaskInput.safeParse({ title: 'Ship\u0000it' })],
    ['a changed title', () => UpdateTaskInput.safeParse({ title: 'Line\ninjected' })],
    ['a public summary', () => VisibilityInput.safeParse({ isPublic: true, publicSummary: 'a\rb' })],
    ['a profile name', () => UpdateProfileInput.safeParse({ name: 'Eve\r\nX-INJECTED:1' })],
    ['an avatar', () => UpdateProfileInput.safeParse({ avatar: '😀\u001b' })],
    ['a new user name', () => CreateUserInput.safeParse({ name: 'Tab\there' })],
    [
      'a sign-up name',
      () => RegisterInput.safeParse({ name: 'Del\u007f', email: 'a@example.com', password: 'secret' }),
    ],
    ['a name-only login', () => LoginInput.safeParse({ name: 'Bell\u0007' })],
    [
      'an integration setting',
      () =>
        IntegrationConfigureInput.safeParse({
          provider: 'zammad',
          apiUrl: 'https://zammad.example.com',
          apiKey: 'key',
          config: { defaultGroup: 'Users\nX' },
        }),
    ],
    [
      'an integration key',
      () =>
        IntegrationConfigureInput.safeParse({
          provider: 'freshdesk',
          apiUrl: 'https://x.freshdesk.com',
          apiKey: 'key\r\nX-Header: 1',
        }),
    ],
    [
      'an integration URL (its parser would drop the tab)',
      () =>
        IntegrationConfigureInput.safeParse({
          provider: 'freshdesk',
          apiUrl: 'https://x.fresh\tdesk.com',
          apiKey: 'key',
        }),
    ],
  ];
  it.each(inputs)('%s', (_what, parse) => {
    expect(codeOf(parse() as never)).toBe('CONTROL_CHARACTERS');
  });

  it('still accepts the same fields without them', () => {
    expect(CreateTaskInput.safeParse({ title: 'Ship it; now, or \\ never 😀' }).success).toBe(true);
    expect(UpdateProfileInput.safeParse({ name: 'Éloïse', avatar: '🦊' }).success).toBe(true);
  });
});

describe('multi-line fields keep line feeds and tabs only', () => {
  it('stores Windows and old Mac line ends as line feeds', () => {
    const parsed = CommentInput.parse({ content: 'one\r\ntwo\rthree\n\tfour' });
    expect(parsed.content).toBe('one\ntwo\nthree\n\tfour');
    const approval = CreateTaskInput.parse({ title: 'x', approvalComment: 'ok\r\nby client' });
    expect(approval.approvalComment).toBe('ok\nby client');
  });

  it.each([
    ['a comment', () => CommentInput.safeParse({ content: 'hi\u0000there' })],
    ['a comment with an escape sequence', () => CommentInput.safeParse({ content: '\u001b[31mred' })],
    ['an approval comment', () => CreateTaskInput.safeParse({ title: 'x', approvalComment: 'a\u000bb' })],
  ])('refuses %s with another control character', (_what, parse) => {
    expect(codeOf(parse() as never)).toBe('CONTROL_CHARACTERS');
  });

  it('still answers COMMENT_EMPTY for blank text', () => {
    expect(codeOf(CommentInput.safeParse({ content: ' \r\n\t ' }) as never)).toBe('COMMENT_EMPTY');
  });
});

describe('due dates', () => {
  it.each(['1900-01-01', '2026-11-25', '9999-12-31'])('accepts %s', (dueDate) => {
    expect(CreateTaskInput.safeParse({ title: 'x', dueDate }).success).toBe(true);
  });

  it.each(['1899-12-31', '0001-01-01', '0999-06-15'])('refuses %s with DUE_DATE_OUT_OF_RANGE', (dueDate) => {
    expect(codeOf(CreateTaskInput.safeParse({ title: 'x', dueDate }) as never)).toBe('DUE_DATE_OUT_OF_RANGE');
    expect(codeOf(UpdateTaskInput.safeParse({ dueDate }) as never)).toBe('DUE_DATE_OUT_OF_RANGE');
  });

  it('refuses a five-digit year as no date at all', () => {
    expect(CreateTaskInput.safeParse({ title: 'x', dueDate: '10000-01-01' }).success).toBe(false);
  });
});
