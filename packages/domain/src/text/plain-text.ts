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

/** The 400's code for text holding a control character. */
export const CONTROL_CHARACTERS = 'CONTROL_CHARACTERS' satisfies ErrorCode;

export const isOneLine = (text: string): boolean => !ANY_CONTROL.test(text);
export const isMultiLine = (text: string): boolean => !CONTROL_BUT_TAB_OR_LF.test(text);

/** One-line text (names, titles, public summaries, settings): `z.string().check(oneLine)`. */
export const oneLine = z.refine<string>(isOneLine, { error: CONTROL_CHARACTERS });

/**
 * Multi-line text: Windows (CR LF) and old Mac (CR) line ends are stored as LF, then
 * nothing but LF and tab may remain: `z.string().check(...multiLine)`.
 */
export const multiLine = [
  z.overwrite<string>((text) => text.replace(/\r\n?/g, '\n')),
  z.refine<string>(isMultiLine, { error: CONTROL_CHARACTERS }),
] as const;
