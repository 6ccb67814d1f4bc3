import { AttachmentOut, ChecklistItemOut, CommentOut } from '@tm/domain/api/wire.schema';
import { ChecklistAddInput, ChecklistUpdateInput } from '@tm/domain/task/checklist.schema';
import { CommentInput, EditCommentInput } from '@tm/domain/task/task.schema';
import { z } from 'zod';
import { route } from '../route-spec.ts';

/** What hangs off a task: comments, checklist, attachments (their own modules' .rest.ts). */
export const taskPartPaths = [
  route({
    method: 'post',
    path: '/api/tasks/:id/comments',
    procedure: 'comments.add',
    summary: 'Comment on a task',
    auth: 'member',
    body: CommentInput,
    responses: { 201: CommentOut },
  }),
  route({
    method: 'patch',
    path: '/api/tasks/:id/comments/:commentId',
    procedure: 'comments.edit',
    summary: 'Edit one’s comment',
    auth: 'member',
    body: EditCommentInput,
    responses: { 200: CommentOut },
  }),
  route({
    method: 'delete',
    path: '/api/tasks/:id/comments/:commentId',
    procedure: 'comments.delete',
    summary: 'Delete a comment',
    auth: 'member',
    responses: { 204: 'empty' },
  }),
  route({
    method: 'post',
    path: '/api/tasks/:id/checklist',
    procedure: 'checklist.add',
    summary: 'Add a checklist item',
    auth: 'member',
    body: ChecklistAddInput,
    responses: { 201: ChecklistItemOut },
  }),
  route({
    method: 'patch',
    path: '/api/tasks/:id/checklist/:itemId',
    procedure: 'checklist.update',
    summary: 'Change a checklist item',
    auth: 'member',
    body: ChecklistUpdateInput,
    responses: { 200: ChecklistItemOut },
  }),
  route({
    method: 'delete',
    path: '/api/tasks/:id/checklist/:itemId',
    procedure: 'checklist.remove',
    summary: 'Remove a checklist item',
    auth: 'member',
    responses: { 204: 'empty' },
  }),
  route({
    method: 'get',
    path: '/api/attachments/:taskId',
    procedure: 'attachments.list',
    summary: 'A task’s attachments',
    auth: 'member',
    responses: { 200: z.array(AttachmentOut) },
  }),
  route({
    method: 'post',
    path: '/api/attachments/:taskId',
    // REST only: a multipart file upload, which tRPC does not carry.
    procedure: { restOnly: 'attachments.upload' },
    summary: 'Upload a file to a task',
    auth: 'member',
    body: { multipart: 'file' },
    responses: { 201: AttachmentOut },
  }),
  route({
    method: 'get',
    path: '/api/attachments/:taskId/file/:id/download',
    // REST only: the file itself, not JSON.
    procedure: { restOnly: 'attachments.download' },
    summary:
      'Download an attachment: always a download (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`), served as `application/octet-stream` unless its type is a PNG, JPEG, GIF, WebP or AVIF image (never SVG)',
    auth: 'member',
    responses: { 200: { mediaType: '*/*', binary: true } },
  }),
  route({
    method: 'delete',
    path: '/api/attachments/file/:id',
    procedure: 'attachments.remove',
    summary: 'Delete an attachment',
    auth: 'member',
    responses: { 204: 'empty' },
  }),
];
