// The worker thread of import-thread.ts: reads a file or plans a kept one, off the
// server's event loop, one job at a time.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ImportPreview, ImportSource } from '@tm/domain/transfer/task-import.schema';
import { DomainError } from '../../../errors/domain-error.ts';
import { readCsv } from './csv-source.ts';
import type { ImportData } from './import-data.ts';
import { planImport, toImportRow } from './import-plan.ts';
import type { ImportJob, ImportJobResult } from './import-thread.ts';
import { readTrello } from './trello-source.ts';

function readFile(source: ImportSource, content: Uint8Array | string): ImportData {
  // As Buffer#toString: a byte sequence that is not UTF-8 becomes U+FFFD; a BOM stays for the readers to drop.
  const text =
    typeof content === 'string' ? content : new TextDecoder('utf-8', { ignoreBOM: true }).decode(content);
  return source === 'csv' ? readCsv(text) : readTrello(text);
}

function answer(job: ImportJob): ImportJobResult {
  try {
    if (job.kind === 'preview') {
      const data = readFile(job.source, job.content);
      const plan = planImport(data, job.mapping, job.team);
      const preview: ImportPreview = {
        importId: job.importId,
        source: job.source,
        mapping: plan.mapping,
        columns: plan.columns,
        statusValues: plan.statusValues,
        rows: plan.rows.map(toImportRow),
        skipped: plan.skipped,
      };
      return {
        ok: true,
        kind: 'preview',
        // Both with a buffer of their own: a small Buffer lives in Node's shared pool, which cannot move.
        answer: new TextEncoder().encode(JSON.stringify(preview)),
        data: new Uint8Array(gzipSync(JSON.stringify(data))),
      };
    }
    // Gzipped, or JSON as previews were kept before (the migration made their jsonb bytes).
    const kept = job.data[0] === 0x1f && job.data[1] === 0x8b ? gunzipSync(job.data) : job.data;
    const plan = planImport(JSON.parse(new TextDecoder().decode(kept)) as ImportData, job.mapping, job.team);
    return { ok: true, kind: 'plan', rows: plan.rows, skipped: plan.skipped };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return { ok: false, error: { kind: err.kind, code: err.code, message: err.message, issues: err.issues } };
  }
}

// This thread yields the cores to the server's event loop when both want one: on
// Linux a thread is named by /proc/thread-self and has a priority of its own.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (threadId > 0) setPriority(threadId, 10);
} catch {
  // Elsewhere the thread keeps the process's priority.
}

parentPort?.on('message', (job: ImportJob) => {
  const result = answer(job);
  // The answer's and the kept file's bytes move back to the server's thread instead of being copied.
  parentPort?.postMessage(
    result,
    result.ok && result.kind === 'preview'
      ? [result.answer.buffer as ArrayBuffer, result.data.buffer as ArrayBuffer]
      : [],
  );
});
