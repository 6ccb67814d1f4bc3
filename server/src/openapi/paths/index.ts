import type { RouteSpec } from '../route-spec.ts';
import { accountPaths } from './accounts.paths.ts';
import { apiAccessPaths } from './api-access.paths.ts';
import { inboxPaths } from './inbox.paths.ts';
import { passwordSessionPaths } from './password-sessions.paths.ts';
import { pushPaths } from './push.paths.ts';
import { securityPaths } from './security.paths.ts';
import { systemPaths } from './system.paths.ts';
import { taskPartPaths } from './task-parts.paths.ts';
import { taskPaths } from './tasks.paths.ts';
import { teamPaths } from './team.paths.ts';
import { transferPaths } from './transfer.paths.ts';
import { twoFactorPaths } from './two-factor.paths.ts';

/** Every REST path the server mounts; a new route is one entry in its module's list. */
export const restPaths: readonly RouteSpec[] = [
  ...taskPaths,
  ...taskPartPaths,
  ...accountPaths,
  ...inboxPaths,
  ...passwordSessionPaths,
  ...teamPaths,
  ...transferPaths,
  ...apiAccessPaths,
  ...twoFactorPaths,
  ...pushPaths,
  ...systemPaths,
  ...securityPaths,
];
