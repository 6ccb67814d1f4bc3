// Deactivation (issue 21, docs/decisions.md "Password reset, sessions and
// deactivation"): a deactivated member cannot sign in and is left out of the team
// lists and pickers; admins see them in their own list, to reactivate.

import type { z } from 'zod';
import type { DeactivatedMemberOut } from '../api/wire-sessions.schema.ts';

/** A deactivated member as the admin's list shows them (`GET /api/admin/users/deactivated`). */
export type DeactivatedMember = z.output<typeof DeactivatedMemberOut>;
