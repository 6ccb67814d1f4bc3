import { mentionLabel, splitMentions } from '@tm/domain/text/mentions';
import styles from './mentions.module.css';
import { useTeamMembers } from './use-team-members.ts';

/**
 * Plain text with its mentions shown as "@current name" (the stored name for a
 * member the team no longer has). Text stays text: React escapes it, no markup.
 */
export function MentionText({ text }: { text: string }) {
  const segments = splitMentions(text);
  if (!segments.some((s) => s.kind === 'mention')) return <>{text}</>;
  return <WithMentions segments={segments} />;
}

function WithMentions({ segments }: { segments: ReturnType<typeof splitMentions> }) {
  const { nameOf } = useTeamMembers();
  return (
    <>
      {segments.map((s, i) =>
        s.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in a fixed order.
          <span key={i}>{s.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <MentionChip key={i} label={mentionLabel(s, nameOf)} known={nameOf(s.userId) !== undefined} />
        ),
      )}
    </>
  );
}

/** A mention of a member the team has, highlighted; of one it no longer has, plain. */
export function MentionChip({ label, known }: { label: string; known: boolean }) {
  return known ? <span className={styles.mention}>{label}</span> : <span>{label}</span>;
}
