import Bowser from 'bowser';

/** Browser and system named from a User-Agent header ("Firefox 133", "macOS 10.15"); null when unknown. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;
  // The major version is enough to recognise a browser; the full one only clutters the list.
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: parsed.browser.name ? join(parsed.browser.name, major) : null,
    os: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}
