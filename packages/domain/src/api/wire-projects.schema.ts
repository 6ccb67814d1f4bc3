import { z } from 'zod';
import { LABEL_COLORS } from '../label/label-constants.ts';
import { PROJECT_ROLES } from '../project/project-constants.ts';

// Answers of the projects' endpoints (issue 31), for the OpenAPI document; like
// wire.schema.ts, their outputs are the types the code uses.
const Id = z.string().meta({ format: 'uuid' });
const Timestamp = z.string().meta({ format: 'date-time' });

/** A project's tasks by state, as the projects page shows them. */
export const ProjectCountsOut = z.object({
  todo: z.int(),
  doing: z.int(),
  done: z.int(),
  overdue: z.int(),
  awaitingApproval: z.int(),
});

export const ProjectOut = z
  .object({
    id: Id,
    name: z.string(),
    key: z.string(),
    color: z.enum(LABEL_COLORS),
    description: z.string().nullable(),
    openToAllMembers: z.boolean(),
    showOnInstanceDashboard: z.boolean(),
    archivedAt: Timestamp.nullable(),
    createdAt: Timestamp,
    /** The reader's role in it; null for an admin who is not in it. */
    myRole: z.enum(PROJECT_ROLES).nullable(),
    counts: ProjectCountsOut,
  })
  .meta({ id: 'Project' });

export const ProjectMemberOut = z
  .object({
    userId: Id,
    name: z.string(),
    avatar: z.string(),
    /** Only for the project's managers and admins. */
    email: z.string().nullable().optional(),
    role: z.enum(PROJECT_ROLES),
    /** In the project because it is open to all members, not added by hand. */
    viaOpenProject: z.boolean(),
  })
  .meta({ id: 'ProjectMember' });

export type Project = z.output<typeof ProjectOut>;
export type ProjectMember = z.output<typeof ProjectMemberOut>;
