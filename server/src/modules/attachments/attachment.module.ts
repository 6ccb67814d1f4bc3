import { AttachmentOut } from '@tm/domain/api/wire.schema';
import { defineModule } from '../define-module.ts';
import { route } from '../route-spec.ts';
import { attachmentEndpoints } from './attachment.endpoints.ts';
import { attachmentsRest } from './attachment.rest.ts';
import { subscribeAttachmentCleanup } from './attachment-cleanup.ts';

export const attachmentsModule = defineModule({
  name: 'attachments',
  tag: 'Files attached to a task.',
  endpoints: attachmentEndpoints,
  adapters: attachmentsRest,
  subscribers: subscribeAttachmentCleanup,
  paths: [
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
  ],
});
