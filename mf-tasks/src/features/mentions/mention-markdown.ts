import { splitMentions } from '@tm/domain/text/mentions';

/** The in-page address a mention becomes in Markdown (kept by safeUrl: it is relative). */
const MENTION_HREF = '#mention-';

/** Every ASCII punctuation mark escaped, so a stored name is read as plain text by Markdown. */
const escapeMarkdown = (text: string) => text.replace(/[!-/:-@[-`{-~]/g, '\\$&');

/**
 * A description's mentions as Markdown links `[@stored name](#mention-<id>)`, which
 * the renderer shows as the member's current name; everything else as written.
 */
export function mentionsAsLinks(markdown: string): string {
  return splitMentions(markdown)
    .map((s) => (s.kind === 'text' ? s.text : `[@${escapeMarkdown(s.name)}](${MENTION_HREF}${s.userId})`))
    .join('');
}

/** The member a rendered link mentions, or null for any other link. */
export function mentionedIdOf(href: string | undefined): string | null {
  return href?.startsWith(MENTION_HREF) ? href.slice(MENTION_HREF.length) : null;
}
