import { describe, expect, it } from 'vitest';
import { LoginInput, RegisterInput } from '../auth/auth.schema.ts';
import { PasswordResetRequestInput } from '../auth/password-reset.schema.ts';
import { IntegrationConfigureInput } from '../integration/integration.schema.ts';
import { CreateLabelInput } from '../label/label.schema.ts';
import { CommentInput, CreateTaskInput, UpdateTaskInput, VisibilityInput } from '../task/task.schema.ts';
import { ExportTasksInput } from '../transfer/task-export.schema.ts';
import { CreateUserInput, UpdateProfileInput } from '../user/user.schema.ts';
import {
  isMultiLine,
  isOneLine,
  isWellFormed,
  toWellFormed,
  withoutDirectionControls,
} from './plain-text.ts';

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

describe('text that is no text: lone surrogates and NUL answer TEXT_INVALID_CHARACTERS', () => {
  const LONE_HIGH = '\ud83d';
  const LONE_LOW = '\ude00';

  it('tells a lone surrogate from a pair', () => {
    expect(isWellFormed(`a${LONE_HIGH}b`)).toBe(false);
    expect(isWellFormed(`a${LONE_LOW}`)).toBe(false);
    expect(isWellFormed(`${LONE_LOW}${LONE_HIGH}`)).toBe(false);
    expect(isWellFormed('a\u0000b')).toBe(false);
    expect(isWellFormed('😀 東京 é')).toBe(true);
    expect(toWellFormed(`a${LONE_HIGH}😀`)).toBe('a\ufffd😀');
  });

  it.each([
    ['a sign-in e-mail', () => LoginInput.safeParse({ email: `eve${LONE_HIGH}@example.com`, password: 'x' })],
    [
      'a sign-in e-mail with NUL',
      () => LoginInput.safeParse({ email: 'eve\u0000@example.com', password: 'x' }),
    ],
    [
      'a sign-up e-mail',
      () => RegisterInput.safeParse({ name: 'Eve', email: `e${LONE_LOW}@example.com`, password: 'secret' }),
    ],
    ['a reset request', () => PasswordResetRequestInput.safeParse({ email: `e${LONE_LOW}@example.com` })],
    [
      'a sign-up name',
      () => RegisterInput.safeParse({ name: `Eve${LONE_HIGH}`, email: 'e@example.com', password: 'secret' }),
    ],
    ['an admin-created name', () => CreateUserInput.safeParse({ name: `Adam${LONE_LOW}` })],
    ['a name-only login', () => LoginInput.safeParse({ name: `Nia${LONE_HIGH}` })],
    ['a task title', () => CreateTaskInput.safeParse({ title: `Ship ${LONE_HIGH}` })],
    ['a description', () => CreateTaskInput.safeParse({ title: 'x', description: `a${LONE_LOW}` })],
    ['a comment', () => CommentInput.safeParse({ content: `hi ${LONE_HIGH}` })],
    ['a label', () => CreateLabelInput.safeParse({ name: `bug${LONE_HIGH}`, color: 'red' })],
    ['an export search', () => ExportTasksInput.safeParse({ q: `a${LONE_HIGH}` })],
    ['an export filter with NUL', () => ExportTasksInput.safeParse({ assignee: 'a\u0000' })],
  ])('refuses %s', (_what, parse) => {
    expect(codeOf(parse() as never)).toBe('TEXT_INVALID_CHARACTERS');
  });
});

describe("people's names refuse direction controls", () => {
  const CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it.each(CONTROLS.map((c) => [hex(c), c]))('%s in every way a name is given', (_name, c) => {
    const name = `Eve${c}nimdA`;
    for (const parsed of [
      RegisterInput.safeParse({ name, email: 'e@example.com', password: 'secret' }),
      UpdateProfileInput.safeParse({ name }),
      CreateUserInput.safeParse({ name }),
      LoginInput.safeParse({ name }),
    ]) {
      expect(codeOf(parsed as never)).toBe('TEXT_INVALID_CHARACTERS');
    }
  });

  it('keeps the marks right-to-left names need, and any script', () => {
    expect(UpdateProfileInput.safeParse({ name: 'دانا\u200f Smith' }).success).toBe(true);
    expect(UpdateProfileInput.safeParse({ name: 'שרה\u200e Levi' }).success).toBe(true);
    expect(withoutDirectionControls('Eve\u202enimdA\u2066')).toBe('EvenimdA');
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
