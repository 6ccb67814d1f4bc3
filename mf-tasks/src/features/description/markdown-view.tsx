import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MentionLink } from '../mentions/mention-link.tsx';
import { mentionedIdOf, mentionsAsLinks } from '../mentions/mention-markdown.ts';
import styles from './description.module.css';
import { safeUrl } from './safe-url.ts';

// A description as members wrote it: CommonMark with GFM tables, task lists and
// autolinks. Raw HTML is never rendered: without rehype-raw react-markdown shows
// it as text. Addresses pass safeUrl, links open in a new tab without a handle on
// this page, and images are links, not pictures: a description loads nothing from
// elsewhere (no tracking pixels). Headings start at h4: the card's title is an h3.

const REMARK_PLUGINS = [remarkGfm];

function Link({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The text of a mention link's children (a stored name is plain text once escaped). */
const textOf = (children: ReactNode): string =>
  typeof children === 'string' ? children : Array.isArray(children) ? children.map(textOf).join('') : '';

export default function MarkdownView({ text }: { text: string }) {
  const { t } = useTranslation('tasks');
  const components: Components = {
    a: ({ href, children }) => {
      // A mention (mentionsAsLinks): the member's current name, not a link.
      const mentioned = mentionedIdOf(href);
      if (mentioned) return <MentionLink userId={mentioned} fallback={textOf(children)} />;
      return <Link href={href}>{children}</Link>;
    },
    img: ({ src, alt }) => (
      <Link href={typeof src === 'string' ? src : undefined}>
        {alt || (typeof src === 'string' ? src : '')}
      </Link>
    ),
    h1: ({ children }) => <h4>{children}</h4>,
    h2: ({ children }) => <h5>{children}</h5>,
    h3: ({ children }) => <h6>{children}</h6>,
    h4: ({ children }) => <h6>{children}</h6>,
    h5: ({ children }) => <h6>{children}</h6>,
    h6: ({ children }) => <h6>{children}</h6>,
    input: ({ type, checked }) =>
      type === 'checkbox' ? (
        <input
          type="checkbox"
          checked={checked === true}
          disabled
          readOnly
          aria-label={checked ? t('description.itemDone') : t('description.itemOpen')}
        />
      ) : null,
  };
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={REMARK_PLUGINS} urlTransform={safeUrl} components={components}>
        {mentionsAsLinks(text)}
      </Markdown>
    </div>
  );
}
