import { lazy, Suspense } from 'react';
import { MentionText } from '../mentions/mention-text.tsx';
import styles from './description.module.css';

// The Markdown renderer (react-markdown, remark-gfm, micromark) is loaded with the
// first description shown, not with the task list; until then the text shows as
// written, its mentions already as names.
const MarkdownView = lazy(() => import('./markdown-view.tsx'));

export function LazyMarkdownView({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <p className={styles.plain}>
          <MentionText text={text} />
        </p>
      }
    >
      <MarkdownView text={text} />
    </Suspense>
  );
}
