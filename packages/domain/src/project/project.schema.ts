import { z } from 'zod';
import { LABEL_COLORS } from '../label/label-constants.ts';
import { multiLine, oneLine } from '../text/plain-text.ts';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_FILTER_MAX,
  PROJECT_KEY_PATTERN,
  PROJECT_NAME_MAX,
  PROJECT_ROLES,
} from './project-constants.ts';

export * from './project-constants.ts';

// The inputs of the projects' endpoints (issue 31); their answers are in
// api/wire-projects.schema.ts.

const ProjectNameSchema = z
  .string('PROJECT_NAME_REQUIRED')
  .check(oneLine)
  .trim()
  .min(1, 'PROJECT_NAME_REQUIRED')
  .max(PROJECT_NAME_MAX, 'PROJECT_NAME_TOO_LONG');

/** Keys are capitals; `web` is taken as `WEB`. */
const ProjectKeySchema = z
  .string('PROJECT_KEY_INVALID')
  .trim()
  .transform((key) => key.toUpperCase())
  .pipe(z.string().regex(PROJECT_KEY_PATTERN, 'PROJECT_KEY_INVALID'));

const ProjectColorSchema = z.enum(LABEL_COLORS, 'PROJECT_COLOR_INVALID');

const ProjectDescriptionSchema = z
  .string()
  .check(...multiLine)
  .trim()
  .max(PROJECT_DESCRIPTION_MAX, 'DESCRIPTION_TOO_LONG')
  .transform((text) => (text === '' ? null : text))
  .nullable();

/** `POST /api/projects`, tRPC `projects.create`. */
export const CreateProjectInput = z.strictObject({
  name: ProjectNameSchema,
  key: ProjectKeySchema,
  color: ProjectColorSchema.default('blue'),
  description: ProjectDescriptionSchema.optional(),
  openToAllMembers: z.boolean().default(false),
});
export type CreateProjectInput = z.input<typeof CreateProjectInput>;

/** `PATCH /api/projects/{id}`. */
export const UpdateProjectInput = z.strictObject({
  name: ProjectNameSchema.optional(),
  key: ProjectKeySchema.optional(),
  color: ProjectColorSchema.optional(),
  description: ProjectDescriptionSchema.optional(),
  openToAllMembers: z.boolean().optional(),
  showOnInstanceDashboard: z.boolean().optional(),
});
export type UpdateProjectInput = z.input<typeof UpdateProjectInput>;

export const ProjectIdInput = z.strictObject({ id: z.uuid() });

/** tRPC `projects.update`. */
export const UpdateProjectByIdInput = UpdateProjectInput.extend({ id: z.uuid() });

/** `GET /api/projects`: an admin adds `all=1` for every project, theirs or not. */
export const ListProjectsInput = z.strictObject({
  all: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true')
    .optional(),
});

/** `DELETE /api/projects/{id}`: a project holding tasks moves them first, or is refused. */
export const DeleteProjectInput = z.strictObject({ id: z.uuid(), moveTasksTo: z.uuid().optional() });

/** `PUT /api/projects/{id}/members/{userId}`. */
export const ProjectMemberRoleInput = z.strictObject({ role: z.enum(PROJECT_ROLES, 'PROJECT_ROLE_INVALID') });

/** tRPC `projects.setMember`. */
export const SetProjectMemberInput = ProjectMemberRoleInput.extend({ id: z.uuid(), userId: z.uuid() });

/** tRPC `projects.removeMember`. */
export const ProjectMemberIdInput = z.strictObject({ id: z.uuid(), userId: z.uuid() });

/**
 * A list's project filter: `projectId` once or repeated (REST's query), or an array
 * (tRPC); none means every project of the reader.
 */
export const ProjectFilterSchema = z
  .union([z.uuid('PROJECT_NOT_FOUND'), z.array(z.uuid('PROJECT_NOT_FOUND')).max(PROJECT_FILTER_MAX)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional();
