import {
  IMPORT_FILE_MAX_BYTES,
  ImportMapping,
  type ImportSource,
  ImportSourceInput,
} from '@tm/domain/transfer/task-import.schema';
import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from '../../../errors/domain-error.ts';
import { parseInput } from '../../../http/parse-input.ts';

const fileRequired = () =>
  new DomainError('validation', 'FILE_REQUIRED', 'Send multipart/form-data with a "file" part', [
    { path: 'file', message: 'FILE_REQUIRED' },
  ]);
const tooLarge = () =>
  new DomainError(
    'tooLarge',
    'IMPORT_FILE_TOO_LARGE',
    `The file is larger than ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`,
  );
const malformed = (why: string) => new DomainError('validation', 'VALIDATION_FAILED', why);

/**
 * `POST /api/import/preview`'s body: a `file` part (held in memory, at most
 * IMPORT_FILE_MAX_BYTES: the file is read whole anyway), a `source` field and,
 * to preview again with the member's choices, a `mapping` field (JSON), in any order. The file is read as UTF-8.
 */
export async function receiveImportFile(
  req: Request,
): Promise<{ source: ImportSource; content: Buffer; mapping: ImportMapping | undefined }> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fileSize: IMPORT_FILE_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 8 },
    });
  } catch {
    throw fileRequired();
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  await new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => {
      req.unpipe(parser);
      reject(err);
    };
    parser.on('file', (name, stream) => {
      if (name !== 'file') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        file = Buffer.concat(chunks);
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(malformed(`Field ${name} is too long`));
      fields[name] = value;
    });
    parser.on('fieldsLimit', () => fail(malformed('Too many fields')));
    parser.on('partsLimit', () => fail(malformed('Too many parts')));
    parser.on('error', () => fail(malformed('Malformed multipart body')));
    parser.on('close', resolve);
    req.pipe(parser);
  });
  const { source } = parseInput(ImportSourceInput, { source: fields.source });
  const received = file as Buffer | null;
  if (!received || received.length === 0) throw fileRequired();
  if (received.length > IMPORT_FILE_MAX_BYTES) throw tooLarge();
  let mapping: ImportMapping | undefined;
  if (fields.mapping) {
    let json: unknown;
    try {
      json = JSON.parse(fields.mapping);
    } catch {
      throw malformed('The mapping field is not JSON');
    }
    mapping = parseInput(ImportMapping, json);
  }
  // Decoded by the thread that reads it: a file of megabytes stays off the event loop's heap.
  return { source, content: received, mapping };
}
