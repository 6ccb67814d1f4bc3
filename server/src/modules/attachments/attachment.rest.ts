import { pipeline } from 'node:stream/promises';
import {
  AttachmentInTaskInput,
  AttachmentTaskInput,
  MAX_ATTACHMENT_BYTES,
} from '@tm/domain/attachment/attachment.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { assertTaskInScope } from '../tasks/scoped-task.ts';
import * as service from './attachment.service.ts';
import { isClientGone } from './client-gone.ts';
import { drainRequest } from './drain-request.ts';
import { receiveUpload } from './multipart-upload.ts';

// Raster images keep their type so a browser may show them; SVG is a document that runs scripts.
const SHOWN_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

/**
 * The type an attachment is served as: the uploader declares it, so a `text/javascript`
 * or `text/html` file served as such from our origin would be a script or a page of
 * ours to any `<script src>` or tab that loads it. Anything but a raster image is bytes.
 */
const servedContentType = (stored: string) =>
  SHOWN_IMAGE_TYPES.has(stored) ? stored : 'application/octet-stream';

/**
 * The upload and the download address each attachment's `url` names: not endpoint
 * rows, since their bodies are a multipart stream and a file's bytes, not JSON
 * (the list and the removal are rows, attachment.endpoints.ts). Every path under
 * `/attachments` is for members, the rows' too.
 */
export function attachmentsRest(deps: AppDeps): Router {
  const r = Router();
  r.use('/attachments', requireMember);

  r.post(
    '/attachments/:taskId',
    handle(async (req, res) => {
      try {
        const { taskId } = parseInput(AttachmentTaskInput, req.params);
        // The same check an endpoint row naming a task runs before its handler.
        await assertTaskInScope(req.ctx, taskId);
        const upload = await receiveUpload(req, {
          storage: deps.attachmentStorage,
          taskId,
          maxBytes: MAX_ATTACHMENT_BYTES,
          checkFields: (fields) => service.checkUploadFields(req.ctx.member, fields),
        });
        res.status(201).json(await service.recordUpload(deps, req.ctx.em, req.ctx.member, taskId, upload));
      } catch (err) {
        drainRequest(req, res);
        throw err;
      }
    }),
  );

  r.get(
    '/attachments/:taskId/file/:id/download',
    handle(async (req, res) => {
      const { taskId, id } = parseInput(AttachmentInTaskInput, req.params);
      const { attachment, body } = await service.openDownload(deps, req.ctx.em, taskId, id);
      // Always a download, never rendered: an uploaded HTML or SVG file cannot run in our origin.
      res.attachment(attachment.fileName);
      res.setHeader('Content-Type', servedContentType(attachment.contentType));
      res.setHeader('Content-Length', String(attachment.fileSize));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Cache-Control', 'private, no-cache');
      try {
        await pipeline(body, res);
      } catch (err) {
        // A reader who closes the tab mid-download is no server failure.
        if (!isClientGone(err, res)) throw err;
        deps.log.debug({ attachmentId: id }, 'download aborted by the client');
      }
    }),
  );

  return r;
}
