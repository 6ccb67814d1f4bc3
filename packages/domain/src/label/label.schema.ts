import { z } from 'zod';
import { ProjectFilterSchema } from '../project/project.schema.ts';
import { GENERAL_PROJECT_ID } from '../project/project-constants.ts';
import { oneLine } from '../text/plain-text.ts';
import { LABEL_COLORS, LABEL_NAME_MAX } from './label-constants.ts';

export { LABEL_COLORS, LABEL_NAME_MAX, type Label, type LabelColor, sortLabels } from './label-constants.ts';

/** A label's name: one line, trimmed, 1 to 50 characters; uniqueness (ignoring case) is the server's check. */
const LabelNameSchema = z
  .string('LABEL_NAME_REQUIRED')
  .check(oneLine)
  .trim()
  .min(1, 'LABEL_NAME_REQUIRED')
  .max(LABEL_NAME_MAX, 'LABEL_NAME_TOO_LONG');

const LabelColorSchema = z.enum(LABEL_COLORS, 'LABEL_COLOR_INVALID');

/** `POST /api/labels`, tRPC `labels.create`: in a project (General when none is named, as before projects). */
export const CreateLabelInput = z.strictObject({
  projectId: z.uuid('PROJECT_NOT_FOUND').default(GENERAL_PROJECT_ID),
  name: LabelNameSchema,
  color: LabelColorSchema,
});

/** `GET /api/labels?projectId=`: the labels of some of the reader's projects (all of them without). */
export const ListLabelsInput = z.strictObject({ projectId: ProjectFilterSchema });
export type CreateLabelInput = z.input<typeof CreateLabelInput>;

/** `PATCH /api/labels/{id}`: a new name, a new colour or both. */
export const UpdateLabelInput = z.strictObject({
  name: LabelNameSchema.optional(),
  color: LabelColorSchema.optional(),
});
export type UpdateLabelInput = z.input<typeof UpdateLabelInput>;

/** tRPC `labels.update`. */
export const UpdateLabelByIdInput = UpdateLabelInput.extend({ id: z.uuid() });
export type UpdateLabelByIdInput = z.input<typeof UpdateLabelByIdInput>;

/** tRPC `labels.delete`. */
export const LabelIdInput = z.strictObject({ id: z.uuid() });

/** A task's labels as sent by `POST`/`PATCH /api/tasks`: ids, each once (duplicates are dropped). */
export const LabelIdsSchema = z.array(z.uuid('LABEL_NOT_FOUND')).transform((ids) => [...new Set(ids)]);
