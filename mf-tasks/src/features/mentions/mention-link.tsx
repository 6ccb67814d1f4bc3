import { MentionChip } from './mention-text.tsx';
import { useTeamMembers } from './use-team-members.ts';

/** A mention inside rendered Markdown: the member's current name, else the stored one (`fallback`, with its @). */
export function MentionLink({ userId, fallback }: { userId: string; fallback: string }) {
  const { nameOf } = useTeamMembers();
  const name = nameOf(userId);
  return <MentionChip label={name === undefined ? fallback : `@${name}`} known={name !== undefined} />;
}
