import { z } from 'zod';
import { LABEL_COLORS } from '../label/label-constants.ts';
import {
  CLIENT_APPROVALS,
  HISTORY_FIELDS,
  RECURRENCE_PATTERNS,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from '../task/task-constants.ts';
import { MAIL_LANGUAGES } from '../user/reminder-settings.ts';

/*
 * What the server answers, as zod schemas: the OpenAPI document (server/src/openapi)
 * describes responses with them, and the integration tests check every REST answer
 * against that document. The wire types the code uses (Task, User, ...) are their
 * outputs, declared where the code imports them (`type Task = z.output<typeof TaskOut>`),
 * so a type and what the document promises cannot part ways.
 */

/** Ids as the server writes them; the inputs' z.uuid() is the stricter check on what comes in. */
const Id = z.string().meta({ format: 'uuid' });
const Timestamp = z.string().meta({ format: 'date-time' });
const Person = z.object({ name: z.string(), avatar: z.string() });

/** What anyone on the team may see of another user. */
export const PublicUserOut = z
  .object({ id: Id, name: z.string(), avatar: z.string() })
  .meta({ id: 'PublicUser' });

/** The whole User of SPEC section 3, as answered to the user themself or an admin, with reminder settings. */
export const UserOut = PublicUserOut.extend({
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  isOnline: z.boolean(),
  hasPassword: z.boolean(),
  /** Signed in with a temporary password an admin set: the app asks for a new one first. */
  mustChangePassword: z.boolean(),
  /**
   * Only in the answers about one's own session (sign-in, sign-up, `me`): it began
   * while an admin requires a second factor the account lacks, and may do nothing
   * but set one up until it is confirmed.
   */
  twoFactorEnrollmentRequired: z.boolean().optional(),
  notifyOnAssign: z.boolean(),
  notifyOnComplete: z.boolean(),
  notifyOnComment: z.boolean(),
  /** Tell them (socket and mail) when someone mentions them in a comment or description; on by default. */
  notifyOnMention: z.boolean(),
  /** Where notification mail goes (a confirmed address); null means the account's e-mail. */
  notificationEmail: z.string().nullable(),
  /** An address asked for and not yet confirmed by its link; mail keeps going to the one above meanwhile. */
  pendingNotificationEmail: z.string().nullable(),
  /** Tasks owned or assigned that are not done. */
  activeTaskCount: z.int(),
  assignedTaskCount: z.int(),
  /** Remind this many days before the due date (0: only on the due day). */
  remindDaysBefore: z.int(),
  /** The local hour (0-23) reminders and the overdue digest are sent at. */
  remindHour: z.int(),
  /** IANA zone name; `UTC` until the browser sets it. */
  timeZone: z.string(),
  overdueDigest: z.boolean(),
  language: z.enum(MAIL_LANGUAGES),
}).meta({ id: 'User' });

/** Someone on the team as the lists show them (SPEC 7: `GET /api/auth/users` and `GET /api/users`). */
export const TeamMemberOut = PublicUserOut.extend({
  isAdmin: z.boolean(),
  isOnline: z.boolean(),
  /** Only shown to admins and to the user themself; null for everyone else. */
  email: z.string().nullable(),
  activeTaskCount: z.int(),
  assignedTaskCount: z.int(),
  /** SPEC's client reads `_count.tasks` (active tasks) and `_count.assignedTasks`. */
  _count: z.object({ tasks: z.int(), assignedTasks: z.int() }),
}).meta({ id: 'TeamMember' });

/** A label as a task carries it and as the label list answers it. */
export const LabelOut = z
  .object({ id: Id, name: z.string(), color: z.enum(LABEL_COLORS), projectId: Id })
  .meta({ id: 'Label' });

/** One item of a task's checklist; a task's items are ordered by `position`, lower first. */
export const ChecklistItemOut = z
  .object({ id: Id, text: z.string(), done: z.boolean(), position: z.number() })
  .meta({ id: 'ChecklistItem' });

export const CommentOut = z
  .object({
    id: Id,
    content: z.string(),
    createdAt: Timestamp,
    /** When its author last changed the text; null until then. */
    editedAt: Timestamp.nullable(),
    authorId: Id,
    author: Person,
  })
  .meta({ id: 'Comment' });

/** A task as every member sees it (SPEC section 3). */
export const TaskOut = z
  .object({
    id: Id,
    title: z.string(),
    /** Markdown; members only, never in the public list. */
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
    /** Place in its board column, lower first (task/board-position.ts); not recorded in the history. */
    position: z.number(),
    /** The project it belongs to (issue 31). */
    projectId: Id,
    /** Its number in its project, given in order of creation (and anew when it moves). */
    number: z.int(),
    /** How people name it: the project's key and its number, `WEB-42`. */
    ref: z.string(),
    comments: z.array(CommentOut),
    /** The task's checklist, by position (checklist-order.ts); members only, never in the public list. */
    checklist: z.array(ChecklistItemOut),
    /** The team's labels on this task, sorted by name; members only, never in the public list. */
    labels: z.array(LabelOut),
  })
  .meta({ id: 'Task' });

/**
 * One task of the screens' list (task/task-card.ts) on the wire: its people and labels
 * by id, resolved against the list's `users` and `labels` (each sent once instead of on
 * every task), and counts instead of comments and checklist.
 */
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

/** `GET /api/tasks/cards` and `tasks.cards`: every task, newest first, with the people and labels they name. */
export const TaskCardListOut = z
  .object({ users: z.array(PublicUserOut), labels: z.array(LabelOut), tasks: z.array(TaskCardRowOut) })
  .meta({ id: 'TaskCardList' });

/** What the public dashboard may see (DESIGN: public data); never ids of users. */
export const PublicTaskOut = z
  .object({
    id: Id,
    /** publicSummary when set, else the title. */
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

/** One page of the urgent list: `total` counts every urgent task, not only this page's. */
export const UrgentPageOut = z
  .object({
    tasks: z.array(TaskOut),
    /** Where the next page starts; null on the last page. */
    nextCursor: z.string().nullable(),
    total: z.int(),
  })
  .meta({ id: 'UrgentPage' });

export const HistoryEntryOut = z
  .object({
    id: Id,
    /** `imported`: made by an import; `newValue` names the source (csv, trello). */
    action: z.enum(['created', 'updated', 'imported']),
    field: z.enum(HISTORY_FIELDS).nullable(),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    createdAt: Timestamp,
    user: Person.nullable(),
  })
  .meta({ id: 'HistoryEntry' });

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

/** Every refusal of the REST API (server/src/http/error-handler.ts); some add fields of their own. */
export const ErrorBody = z
  .looseObject({
    error: z.string(),
    code: z.string(),
    issues: z.array(z.looseObject({})).optional(),
  })
  .meta({ id: 'Error' });
