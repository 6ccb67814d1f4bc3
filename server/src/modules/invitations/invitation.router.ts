import { CreateInvitationInput, InvitationLookupInput } from '@tm/domain/auth/invitation.schema';
import { UserIdInput } from '@tm/domain/user/user.schema';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.ts';
import {
  createInvitation,
  listInvitations,
  lookupInvitation,
  revokeInvitation,
} from './invitation.service.ts';

/** The same calls as `/api/admin/invitations` and `POST /api/auth/invitation`. */
export const invitationsRouter = router({
  list: adminProcedure.query(({ ctx }) => listInvitations(ctx)),
  create: adminProcedure
    .input(CreateInvitationInput)
    .mutation(({ ctx, input }) => createInvitation(ctx, input.email)),
  revoke: adminProcedure.input(UserIdInput).mutation(({ ctx, input }) => revokeInvitation(ctx, input.id)),
  // A mutation so the token travels in the body, never in a logged URL.
  lookup: publicProcedure
    .input(InvitationLookupInput)
    .mutation(({ ctx, input }) => lookupInvitation(ctx, input.token)),
});
