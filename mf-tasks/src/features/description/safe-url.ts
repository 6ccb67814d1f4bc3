import { defaultUrlTransform } from 'react-markdown';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ALLOWED_SCHEME = /^(https?|mailto):/i;

/**
 * The link and image addresses a description may keep: http(s), mailto and
 * addresses relative to the page. react-markdown's own check comes first (it
 * drops `javascript:`, `data:`, `vbscript:` and obfuscated forms of them); this
 * one also drops what it lets through besides the web and mail (irc, xmpp).
 * An empty answer removes the address: the link shows as plain text.
 */
export function safeUrl(url: string): string {
  const checked = defaultUrlTransform(url);
  return SCHEME.test(checked) && !ALLOWED_SCHEME.test(checked) ? '' : checked;
}
