import { z } from 'zod';
import { LABEL_COLORS, type Label } from '../label/label-constants.ts';
import type { ChecklistItem } from '../task/checklist.schema.ts';
import type { Attachment, Comment, HistoryEntry, PublicTask, Task, UrgentPage } from '../task/task.schema.ts';
import type { TaskCardList, TaskCardRow } from '../task/task-card.ts';
import {
  CLIENT_APPROVALS,
  HISTORY_FIELDS,
  RECURRENCE_PATTERNS,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from '../task/task-constants.ts';
import { MAIL_LANGUAGES } from '../user/reminder-settings.ts';
import type { PublicUser, TeamMember, User } from '../user/user.schema.ts';

/*
 * What the server answers, as zod schemas: the OpenAPI document (server/src/openapi)
 * describes responses with them, and the integration tests check every REST answer
 * against that document. The wire interfaces (Task, User, ...) stay the types the code
 * uses; `Same` below fails to compile when a schema and its interface part ways.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(_: Same<A, B>) => undefined;

/** Ids as the server writes them; the inputs' z.uuid() is the stricter check on what comes in. */
const Id = z.string().meta({ format: 'uuid' });
const Timestamp = z.string().meta({ format: 'date-time' });
const Person = z.object({ name: z.string(), avatar: z.string() });

export const PublicUserOut = z
  .object({ id: Id, name: z.string(), avatar: z.string() })
  .meta({ id: 'PublicUser' });
same<z.output<typeof PublicUserOut>, PublicUser>(true);

export const UserOut = PublicUserOut.extend({
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  isOnline: z.boolean(),
  hasPassword: z.boolean(),
  mustChangePassword: z.boolean(),
  twoFactorEnrollmentRequired: z.boolean().optional(),
  notifyOnAssign: z.boolean(),
  notifyOnComplete: z.boolean(),
  notifyOnComment: z.boolean(),
  notifyOnMention: z.boolean(),
  notificationEmail: z.string().nullable(),
  pendingNotificationEmail: z.string().nullable(),
  activeTaskCount: z.int(),
  assignedTaskCount: z.int(),
  remindDaysBefore: z.int(),
  remindHour: z.int(),
  timeZone: z.string(),
  overdueDigest: z.boolean(),
  language: z.enum(MAIL_LANGUAGES),
}).meta({ id: 'User' });
same<z.output<typeof UserOut>, User>(true);

export const TeamMemberOut = PublicUserOut.extend({
  isAdmin: z.boolean(),
  isOnline: z.boolean(),
  email: z.string().nullable(),
  activeTaskCount: z.int(),
  assignedTaskCount: z.int(),
  _count: z.object({ tasks: z.int(), assignedTasks: z.int() }),
}).meta({ id: 'TeamMember' });
same<z.output<typeof TeamMemberOut>, TeamMember>(true);

export const LabelOut = z
  .object({ id: Id, name: z.string(), color: z.enum(LABEL_COLORS) })
  .meta({ id: 'Label' });
same<z.output<typeof LabelOut>, Label>(true);

export const ChecklistItemOut = z
  .object({ id: Id, text: z.string(), done: z.boolean(), position: z.number() })
  .meta({ id: 'ChecklistItem' });
same<z.output<typeof ChecklistItemOut>, ChecklistItem>(true);

export const CommentOut = z
  .object({
    id: Id,
    content: z.string(),
    createdAt: Timestamp,
    editedAt: Timestamp.nullable(),
    authorId: Id,
    author: Person,
  })
  .meta({ id: 'Comment' });
same<z.output<typeof CommentOut>, Comment>(true);

export const TaskOut = z
  .object({
    id: Id,
    title: z.string(),
    description: z.string().nullable(),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    dueDate: z.iso.date().nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    ownerId: Id,
    owner: PublicUserOut,
    assigneeId: Id.nullable(),
    assignee: PublicUserOut.nullable(),
    clientApproval: z.enum(CLIENT_APPROVALS),
    approvalComment: z.string().nullable(),
    isRecurring: z.boolean(),
    recurrencePattern: z.enum(RECURRENCE_PATTERNS).nullable(),
    isPublic: z.boolean(),
    publicSummary: z.string().nullable(),
    version: z.int(),
    position: z.number(),
    comments: z.array(CommentOut),
    checklist: z.array(ChecklistItemOut),
    labels: z.array(LabelOut),
  })
  .meta({ id: 'Task' });
same<z.output<typeof TaskOut>, Task>(true);

/** A task of the screens' list (task/task-card.ts): people and labels by id, counts instead of comments and checklist. */
export const TaskCardRowOut = TaskOut.omit({
  owner: true,
  assignee: true,
  labels: true,
  comments: true,
  checklist: true,
})
  .extend({
    commentCount: z.int().min(0),
    checklistDone: z.int().min(0),
    checklistTotal: z.int().min(0),
    labelIds: z.array(Id),
  })
  .meta({ id: 'TaskCardRow' });
same<z.output<typeof TaskCardRowOut>, TaskCardRow>(true);

export const TaskCardListOut = z
  .object({ users: z.array(PublicUserOut), labels: z.array(LabelOut), tasks: z.array(TaskCardRowOut) })
  .meta({ id: 'TaskCardList' });
same<z.output<typeof TaskCardListOut>, TaskCardList>(true);

export const PublicTaskOut = z
  .object({
    id: Id,
    title: z.string(),
    publicSummary: z.string().nullable(),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    dueDate: z.iso.date().nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    assignee: Person.nullable(),
  })
  .meta({ id: 'PublicTask' });
same<z.output<typeof PublicTaskOut>, PublicTask>(true);

export const UrgentPageOut = z
  .object({ tasks: z.array(TaskOut), nextCursor: z.string().nullable(), total: z.int() })
  .meta({ id: 'UrgentPage' });
same<z.output<typeof UrgentPageOut>, UrgentPage>(true);

export const HistoryEntryOut = z
  .object({
    id: Id,
    action: z.enum(['created', 'updated', 'imported']),
    field: z.enum(HISTORY_FIELDS).nullable(),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    createdAt: Timestamp,
    user: Person.nullable(),
  })
  .meta({ id: 'HistoryEntry' });
same<z.output<typeof HistoryEntryOut>, HistoryEntry>(true);

export const AttachmentOut = z
  .object({
    id: Id,
    taskId: Id,
    fileName: z.string(),
    fileSize: z.int(),
    contentType: z.string(),
    url: z.string(),
    createdAt: Timestamp,
    uploaderId: Id,
    uploader: Person,
  })
  .meta({ id: 'Attachment' });
same<z.output<typeof AttachmentOut>, Attachment>(true);

/** Every refusal of the REST API (server/src/http/error-handler.ts); some add fields of their own. */
export const ErrorBody = z
  .looseObject({
    error: z.string(),
    code: z.string(),
    issues: z.array(z.looseObject({})).optional(),
  })
  .meta({ id: 'Error' });
