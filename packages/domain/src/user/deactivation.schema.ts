// Deactivation (issue 21, docs/decisions.md "Password reset, sessions and
// deactivation"): a deactivated member cannot sign in and is left out of the team
// lists and pickers; admins see them in their own list, to reactivate.

/** A deactivated member as the admin's list shows them (`GET /api/admin/users/deactivated`). */
export interface DeactivatedMember {
  id: string;
  name: string;
  avatar: string;
  email: string | null;
  deactivatedAt: string;
}
