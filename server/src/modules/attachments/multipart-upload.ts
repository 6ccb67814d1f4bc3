import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from '../../errors/domain-error.ts';
import type { StoredUpload } from './attachment.service.ts';
import { normalizeContentType, sanitizeFileName } from './file-name.ts';
import { type AttachmentStorage, newStorageKey } from './storage/attachment-storage.ts';

export interface ReceiveOptions {
  storage: AttachmentStorage;
  taskId: string;
  maxBytes: number;
  /** Sees the text fields received so far; throwing refuses the upload at once. */
  checkFields(fields: Record<string, string>): void;
}

const fileRequired = () =>
  new DomainError('validation', 'FILE_REQUIRED', 'Send multipart/form-data with a "file" part');
const tooLarge = (max: number) =>
  new DomainError('tooLarge', 'FILE_TOO_LARGE', `The file is larger than ${max / 1024 / 1024} MB`);
const malformed = (why: string) => new DomainError('validation', 'VALIDATION_FAILED', why);

/**
 * Streams the first `file` part of a multipart request straight to storage,
 * whatever the order of the parts (`uploaderId` may come after the file). The
 * size limit is enforced while streaming, so an oversized body is never held
 * in memory. On any refusal, error or client abort it rejects only once
 * nothing of the upload remains in storage.
 */
export async function receiveUpload(req: Request, opts: ReceiveOptions): Promise<StoredUpload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8', // browsers send UTF-8 file names; busboy's default is latin1
      // busboy flags a file as over the limit when it *reaches* fileSize, so allow one byte more.
      limits: { fileSize: opts.maxBytes + 1, files: 1, fields: 8, fieldSize: 1024, parts: 16 },
    });
  } catch {
    throw fileRequired();
  }
  const abort = new AbortController();
  const fields = new Map<string, string>();
  let pending: {
    key: string;
    fileName: string;
    contentType: string;
    stored: Promise<{ size: number }>;
  } | null = null;

  const parsed = new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => {
      reject(err);
      abort.abort(err);
    };
    parser.on('file', (name, stream, info) => {
      // Failures reach us through put() or the parser; destroying the parser also errors this stream.
      stream.on('error', () => undefined);
      if (name !== 'file') {
        stream.resume();
        return;
      }
      stream.on('limit', () => fail(tooLarge(opts.maxBytes)));
      const key = newStorageKey(opts.taskId);
      const contentType = normalizeContentType(info.mimeType);
      const stored = opts.storage.put(key, stream, contentType, abort.signal);
      stored.catch(fail);
      pending = { key, fileName: sanitizeFileName(info.filename), contentType, stored };
    });
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(malformed(`Field ${name} is too long`));
      fields.set(name, value);
      try {
        opts.checkFields(Object.fromEntries(fields));
      } catch (err) {
        fail(err);
      }
    });
    parser.on('fieldsLimit', () => fail(malformed('Too many fields')));
    parser.on('partsLimit', () => fail(malformed('Too many parts')));
    parser.on('error', () => fail(malformed('Malformed multipart body')));
    parser.on('close', resolve);
    const interrupted = () => fail(malformed('Upload interrupted'));
    req.on('close', () => {
      if (!req.complete) interrupted();
    });
    // The client may have gone while the task was being looked up, before this listener existed.
    if (req.destroyed && !req.complete) interrupted();
    else req.pipe(parser);
  });

  const upload = () => pending as typeof pending; // read after the callbacks above ran
  try {
    await parsed;
    const file = upload();
    if (!file) throw fileRequired();
    const { size } = await file.stored;
    if (size > opts.maxBytes) throw tooLarge(opts.maxBytes);
    opts.checkFields(Object.fromEntries(fields));
    return { key: file.key, size, fileName: file.fileName, contentType: file.contentType };
  } catch (err) {
    abort.abort(err);
    req.unpipe(parser);
    parser.destroy();
    const file = upload();
    // put() removes its own partial output on abort; a put that had already finished is undone here.
    // If that removal fails too, the orphan sweep at the next start finds the file.
    if (file) await file.stored.then(() => opts.storage.delete(file.key)).catch(() => undefined);
    throw err;
  }
}
