import { z } from 'zod';
import type { ErrorCode } from '../errors/error-codes.ts';

// DESIGN (data shapes): text is stored and answered verbatim, so a control
// character let in once travels into every screen, mail, log line and calendar
// feed. They are refused at the door: C0 controls and DEL everywhere, except
// that multi-line text (comments, approval comments) keeps line feeds and tabs.
// Character classes only, matched in linear time on any input.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above; tab (09) and line feed (0a) are left out.
const CONTROL_BUT_TAB_OR_LF = /[\u0000-\u0008\u000b-\u001f\u007f]/;

// A lone UTF-16 surrogate is half of a character: PostgreSQL's jsonb refuses it (the
// request failed with a 500), a text column silently stores U+FFFD in its place.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
// The embedding, override and isolate controls that make "txt.exe" read as "exe.txt" or
// a name read as another's (as file names drop them). The marks U+200E/U+200F stay:
// names mixing right-to-left and left-to-right scripts need them, and they reverse nothing.
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const DIRECTION_CONTROLS = new RegExp(DIRECTION_CONTROL.source, 'g');

/** The 400's code for text holding a control character. */
export const CONTROL_CHARACTERS = 'CONTROL_CHARACTERS' satisfies ErrorCode;
/** The 400's code for text holding what is no character (a lone surrogate, NUL) or a direction control where none may be. */
export const TEXT_INVALID_CHARACTERS = 'TEXT_INVALID_CHARACTERS' satisfies ErrorCode;

/** No lone surrogate and no NUL: what any stored or compared text must be. */
export const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text) && !text.includes('\u0000');
export const isOneLine = (text: string): boolean => !ANY_CONTROL.test(text) && !LONE_SURROGATE.test(text);
export const isMultiLine = (text: string): boolean =>
  !CONTROL_BUT_TAB_OR_LF.test(text) && !LONE_SURROGATE.test(text);

/** Text from elsewhere (an identity provider, a typed sign-in) made storable: lone surrogates become U+FFFD. */
export const toWellFormed = (text: string): string => text.replace(LONE_SURROGATES, '\ufffd');
export const hasDirectionControls = (text: string): boolean => DIRECTION_CONTROL.test(text);
export const withoutDirectionControls = (text: string): string => text.replace(DIRECTION_CONTROLS, '');

const textError = (issue: { input?: unknown }) =>
  typeof issue.input === 'string' && LONE_SURROGATE.test(issue.input)
    ? TEXT_INVALID_CHARACTERS
    : CONTROL_CHARACTERS;

/**
 * Any other string the API takes (e-mail addresses as typed at sign-in, search and
 * filter parameters): `z.string().check(wellFormed)`.
 */
export const wellFormed = z.refine<string>(isWellFormed, { error: TEXT_INVALID_CHARACTERS });

/** One-line text (names, titles, public summaries, settings): `z.string().check(oneLine)`. */
export const oneLine = z.refine<string>(isOneLine, { error: textError });

/** People's names: one line, and no direction controls that would make a name read as another. */
export const noDirectionControls = z.refine<string>((text) => !hasDirectionControls(text), {
  error: TEXT_INVALID_CHARACTERS,
});

/**
 * Multi-line text: Windows (CR LF) and old Mac (CR) line ends are stored as LF, then
 * nothing but LF and tab may remain: `z.string().check(...multiLine)`.
 */
export const multiLine = [
  z.overwrite<string>((text) => text.replace(/\r\n?/g, '\n')),
  z.refine<string>(isMultiLine, { error: textError }),
] as const;
