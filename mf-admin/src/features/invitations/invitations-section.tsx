import { InviteForm } from './invite-form.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { useInvitations } from './use-invitations.ts';

/** User administration's invitations: invite by e-mail, then the pending ones with Revoke. */
export function InvitationsSection() {
  const invitations = useInvitations();
  return (
    <>
      <InviteForm onInvited={invitations.reload} />
      <PendingInvitations invitations={invitations} />
    </>
  );
}
