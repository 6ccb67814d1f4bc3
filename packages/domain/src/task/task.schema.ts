import { z } from 'zod';
import type {
  AttachmentOut,
  CommentOut,
  HistoryEntryOut,
  PublicTaskOut,
  TaskOut,
  UrgentPageOut,
} from '../api/wire.schema.ts';
import { LabelIdsSchema } from '../label/label.schema.ts';
import { ProjectFilterSchema } from '../project/project.schema.ts';
import { multiLine, oneLine } from '../text/plain-text.ts';
import {
  CLIENT_APPROVALS,
  RECURRENCE_PATTERNS,
  type RecurrencePattern,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from './task-constants.ts';
import { UrgentCursorSchema } from './urgent-cursor.ts';

export {
  CLIENT_APPROVALS,
  type ClientApproval,
  HISTORY_FIELDS,
  type HistoryField,
  RECURRENCE_PATTERNS,
  type RecurrencePattern,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from './task-constants.ts';

export const TITLE_MAX = 500;
/** The urgent list's page size (tasks.urgent `limit`): its default and its maximum. */
export const URGENT_PAGE_DEFAULT = 100;
export const URGENT_PAGE_MAX = 500;
export const LONG_TEXT_MAX = 10_000;
/** A task's description (Markdown): at most this many characters, else 400 DESCRIPTION_TOO_LONG. */
export const DESCRIPTION_MAX = 20_000;

/** `YYYY-MM-DD`, a real calendar date. */
export const DateOnlySchema = z.iso.date();

/** A due date lies in the years 1900 to 9999 (DESIGN: data shapes): every feed and screen can write it. */
export const DUE_DATE_MIN = '1900-01-01';
export const DUE_DATE_MAX = '9999-12-31';
export const DueDateSchema = DateOnlySchema.refine((d) => d >= DUE_DATE_MIN && d <= DUE_DATE_MAX, {
  error: 'DUE_DATE_OUT_OF_RANGE',
});

/** Empty strings mean "no value" (SPEC 5: empty assignee, due date or approval comment are sent as null). */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const TitleSchema = z
  .string('TITLE_REQUIRED')
  .trim()
  .min(1, 'TITLE_REQUIRED')
  .max(TITLE_MAX, `At most ${TITLE_MAX} characters`)
  .check(oneLine);
const OptionalIdSchema = z.preprocess(emptyToNull, z.uuid().nullable());
const OptionalDateSchema = z.preprocess(emptyToNull, DueDateSchema.nullable());
const ApprovalCommentSchema = z.preprocess(
  emptyToNull,
  z
    .string()
    .check(...multiLine)
    .trim()
    .max(LONG_TEXT_MAX)
    .nullable(),
);
/**
 * Markdown, kept as written but for line ends (LF) and trailing blanks: leading
 * spaces can mean code. Blank means none.
 */
const DescriptionSchema = z.preprocess(
  emptyToNull,
  z
    .string()
    .check(...multiLine)
    .overwrite((text) => text.trimEnd())
    .max(DESCRIPTION_MAX, 'DESCRIPTION_TOO_LONG')
    .nullable(),
);
/** `none` is the form's "no recurrence" and is stored as null. */
const RecurrenceSchema = z.preprocess(
  (v) => (v === 'none' ? null : emptyToNull(v)),
  z.enum(RECURRENCE_PATTERNS).nullable(),
);

/**
 * `recurrencePattern` decides whether a task repeats; `isRecurring` is accepted
 * for SPEC's client and must agree with it ("none" = not recurring).
 */
function recurrenceAgrees(
  v: { isRecurring?: boolean | undefined; recurrencePattern?: RecurrencePattern | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.isRecurring === true && v.recurrencePattern === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['recurrencePattern'],
      message: 'A recurring task needs a pattern',
    });
  }
  if (v.isRecurring === false && v.recurrencePattern) {
    ctx.addIssue({ code: 'custom', path: ['isRecurring'], message: 'A task with a pattern is recurring' });
  }
}

export const CreateTaskInput = z
  .strictObject({
    title: TitleSchema,
    description: DescriptionSchema.optional(),
    /** The task's labels (ids of the team's label set); unknown ids: 400 LABEL_NOT_FOUND. */
    labelIds: LabelIdsSchema.optional(),
    assigneeId: OptionalIdSchema.optional(),
    dueDate: OptionalDateSchema.optional(),
    priority: z.enum(TASK_PRIORITIES).default('medium'),
    clientApproval: z.enum(CLIENT_APPROVALS).default('none'),
    approvalComment: ApprovalCommentSchema.optional(),
    isRecurring: z.boolean().optional(),
    recurrencePattern: RecurrenceSchema.optional(),
    /** Accepted for compatibility with SPEC's client; must be the signed-in user. */
    ownerId: z.uuid().optional(),
    /** Its project; without one the creator's last used project, else General (issue 31). */
    projectId: z.uuid('PROJECT_NOT_FOUND').optional(),
  })
  .superRefine((v, ctx) => {
    // Creating with isRecurring true but no pattern at all is as incomplete as an explicit null.
    recurrenceAgrees({ ...v, recurrencePattern: v.recurrencePattern ?? null }, ctx);
  });
export type CreateTaskInput = z.input<typeof CreateTaskInput>;

const UpdateTaskFields = z.strictObject({
  title: TitleSchema.optional(),
  description: DescriptionSchema.optional(),
  /** Replaces the task's labels with these (ids of the team's label set). */
  labelIds: LabelIdsSchema.optional(),
  status: z.enum(TASK_STATUSES).optional(),
  assigneeId: OptionalIdSchema.optional(),
  dueDate: OptionalDateSchema.optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  clientApproval: z.enum(CLIENT_APPROVALS).optional(),
  approvalComment: ApprovalCommentSchema.optional(),
  /** SPEC's client sends the creation fields again; the form offers recurrence only when creating. */
  isRecurring: z.boolean().optional(),
  recurrencePattern: RecurrenceSchema.optional(),
  /** Optimistic concurrency: when sent, the update is refused (409) if the task changed since. */
  version: z.int().positive().optional(),
  ownerId: z.uuid().optional(),
  /** Moves the task to another project (the mover works in both): a new number there, labels of the same name kept. */
  projectId: z.uuid('PROJECT_NOT_FOUND').optional(),
});

/** `PATCH /api/tasks/{id}`: any subset of the fields, including the status-only variant. */
export const UpdateTaskInput = UpdateTaskFields.superRefine(recurrenceAgrees);
export type UpdateTaskInput = z.input<typeof UpdateTaskInput>;

/** tRPC `tasks.update`: the same fields plus the task's id. */
export const UpdateTaskByIdInput = UpdateTaskFields.extend({ id: z.uuid() }).superRefine(recurrenceAgrees);
export type UpdateTaskByIdInput = z.input<typeof UpdateTaskByIdInput>;

/** tRPC `tasks.updateStatus`: the card's status dropdown. */
export const UpdateStatusInput = z.strictObject({
  id: z.uuid(),
  status: z.enum(TASK_STATUSES),
  version: z.int().positive().optional(),
});
export type UpdateStatusInput = z.input<typeof UpdateStatusInput>;

export const VisibilityInput = z.strictObject({
  isPublic: z.boolean(),
  publicSummary: z
    .preprocess(emptyToNull, z.string().trim().max(TITLE_MAX).check(oneLine).nullable())
    .optional(),
});
export type VisibilityInput = z.input<typeof VisibilityInput>;

export const VisibilityByIdInput = VisibilityInput.extend({ id: z.uuid() });
export type VisibilityByIdInput = z.input<typeof VisibilityByIdInput>;

export const CommentInput = z.strictObject({
  content: z
    .string()
    .check(...multiLine)
    .trim()
    .min(1, 'COMMENT_EMPTY')
    .max(LONG_TEXT_MAX),
  /** Accepted for compatibility with SPEC's client; must be the signed-in user. */
  authorId: z.uuid().optional(),
});
export type CommentInput = z.input<typeof CommentInput>;

/** tRPC `comments.add`. */
export const AddCommentInput = CommentInput.extend({ taskId: z.uuid() });
export type AddCommentInput = z.input<typeof AddCommentInput>;

/** `PATCH /api/tasks/{taskId}/comments/{commentId}`: the new text (same rules as a new comment). */
export const EditCommentInput = CommentInput.pick({ content: true });
export type EditCommentInput = z.input<typeof EditCommentInput>;

/** The comment a tRPC call names (`comments.delete`). */
export const CommentIdInput = z.strictObject({ taskId: z.uuid(), commentId: z.uuid() });
export type CommentIdInput = z.input<typeof CommentIdInput>;

/** tRPC `comments.edit`. */
export const EditCommentByIdInput = EditCommentInput.extend(CommentIdInput.shape);
export type EditCommentByIdInput = z.input<typeof EditCommentByIdInput>;

export const TaskIdInput = z.strictObject({ id: z.uuid() });

/** `GET /api/tasks/public?project=KEY`: one project's wall screen; the instance's without. */
export const PublicListInput = z.strictObject({ project: z.string().max(20).optional() });

/** A list's scope (`?projectId=` once or repeated): some of the reader's projects; all of them without. */
export const TaskListScopeInput = z.strictObject({ projectId: ProjectFilterSchema });
export type TaskListScopeInput = z.input<typeof TaskListScopeInput>;

/**
 * The urgent list (`tasks.urgent`, `GET /api/tasks/urgent`): urgency is decided on
 * dates, so the viewer sends its own today (`todayIn()`); the server's UTC date otherwise.
 */
export const UrgentListInput = z.strictObject({
  today: DateOnlySchema.optional(),
  /** Rows per page; REST passes it as a query string, hence the coercion. */
  limit: z.coerce.number().int().min(1).max(URGENT_PAGE_MAX).default(URGENT_PAGE_DEFAULT),
  /** The previous page's `nextCursor`; none for the first page. */
  cursor: UrgentCursorSchema.nullish(),
  /** Sent by tRPC's infinite queries; the list only pages forward. */
  direction: z.literal('forward').optional(),
  projectId: ProjectFilterSchema,
});
export type UrgentListInput = z.input<typeof UrgentListInput>;

// What the server answers of tasks: the outputs of the answer schemas (api/wire.schema.ts).
export type UrgentPage = z.output<typeof UrgentPageOut>;
export type Comment = z.output<typeof CommentOut>;
export type Task = z.output<typeof TaskOut>;
export type PublicTask = z.output<typeof PublicTaskOut>;
export type HistoryEntry = z.output<typeof HistoryEntryOut>;
export type Attachment = z.output<typeof AttachmentOut>;
