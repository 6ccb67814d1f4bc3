import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '@tm/domain/errors/error-codes';
import type { ImportMapping, ImportSource } from '@tm/domain/transfer/task-import.schema';
import { DomainError, type ErrorIssue, type ErrorKind } from '../../../errors/domain-error.ts';
import type { ImportPlan, PlannedTask, TeamMember } from './import-plan.ts';

// Reading a file and planning its rows take up to seconds of CPU and hundreds of MB
// for the largest file the caps allow: they run in a worker thread of their own, so
// the event loop keeps answering everyone else (GET /api/health stays fast during the
// largest import), and a file that still needs more memory than the thread's heap
// ends that thread with a refusal instead of the server.

export interface ImportTeam {
  members: TeamMember[];
  labels: { name: string; color: string }[];
}

export type ImportJob =
  | {
      kind: 'preview';
      /** The id the preview is kept under, written into its answer. */
      importId: string;
      source: ImportSource;
      content: Uint8Array | string;
      mapping: ImportMapping | undefined;
      team: ImportTeam;
    }
  | { kind: 'plan'; data: Uint8Array; mapping: ImportMapping | undefined; team: ImportTeam };

export type ImportJobResult =
  | { ok: true; kind: 'preview'; answer: Uint8Array; data: Uint8Array }
  | { ok: true; kind: 'plan'; rows: PlannedTask[]; skipped: ImportPlan['skipped'] }
  | {
      ok: false;
      error: { kind: ErrorKind; code: ErrorCode; message: string; issues: ErrorIssue[] | undefined };
    };

const WORKER = new URL('./import-worker.ts', import.meta.url);
/** One import's heap: a 20 MB file of 1,000,000 cells reads and plans in well under it. */
const THREAD_HEAP_MB = 512;
/**
 * Threads of this process (more imports wait their turn): each takes a core and its
 * heap while it works. Process-wide, not an app's: they guard the machine's cores
 * and memory, which the apps of a process share. A thread is kept a while after
 * its job, as starting one (loading the parsers and schemas) costs half a second.
 */
const THREADS_MAX = 2;
const IDLE_MS = 30_000;

interface Thread {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}
let threads = 0;
const idle: Thread[] = [];
const waiting: ((thread: Thread) => void)[] = [];

function spawn(): Thread {
  const worker = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } });
  // An idle thread never keeps the process from ending.
  worker.unref();
  return { worker };
}

async function acquire(): Promise<Thread> {
  const kept = idle.pop();
  if (kept) {
    clearTimeout(kept.idleTimer);
    return kept;
  }
  if (threads < THREADS_MAX) {
    threads++;
    return spawn();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function release(thread: Thread): void {
  const next = waiting.shift();
  if (next) {
    next(thread);
    return;
  }
  thread.idleTimer = setTimeout(() => {
    idle.splice(idle.indexOf(thread), 1);
    threads--;
    void thread.worker.terminate();
  }, IDLE_MS).unref();
  idle.push(thread);
}

/** A thread that failed (out of memory, a crash) is ended; whoever waits gets a new one. */
function discard(thread: Thread): void {
  void thread.worker.terminate();
  const next = waiting.shift();
  if (next) next(spawn());
  else threads--;
}

/**
 * The file's bytes move to the thread instead of being copied, when they are a
 * buffer of their own (a small Buffer shares Node's pool, which must stay here).
 */
function transferable(job: ImportJob): ArrayBuffer[] {
  const bytes = job.kind === 'preview' ? job.content : job.data;
  if (typeof bytes === 'string') return [];
  const { buffer, byteOffset, byteLength } = bytes;
  return buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength
    ? [buffer]
    : [];
}

async function run(job: ImportJob): Promise<ImportJobResult & { ok: true }> {
  const thread = await acquire();
  const result = await new Promise<ImportJobResult>((resolve, reject) => {
    const { worker } = thread;
    const settle = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (answer: ImportJobResult) => {
      settle();
      release(thread);
      resolve(answer);
    };
    const onError = (err: Error & { code?: string }) => {
      settle();
      discard(thread);
      reject(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new DomainError('tooLarge', 'IMPORT_FILE_TOO_LARGE', 'The file needs too much memory to be read')
          : err,
      );
    };
    const onExit = (code: number) => {
      settle();
      discard(thread);
      reject(new Error(`The import thread stopped (exit code ${code})`));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job, transferable(job));
  });
  if (!result.ok) {
    const { kind, code, message, issues } = result.error;
    throw new DomainError(kind, code, message, issues);
  }
  return result;
}

/**
 * Reads the file and plans it with `mapping`: the preview's answer (an ImportPreview
 * as UTF-8 JSON, made by the thread: its thousands of rows never become objects on
 * the event loop, to be copied in, collected and encoded again there), and the file
 * read as gzipped JSON to keep.
 */
export async function previewInThread(
  job: Omit<Extract<ImportJob, { kind: 'preview' }>, 'kind'>,
): Promise<{ answer: Uint8Array; data: Uint8Array }> {
  const result = await run({ kind: 'preview', ...job });
  if (result.kind !== 'preview') throw new Error('The import thread answered another job');
  return { answer: result.answer, data: result.data };
}

/** Plans a kept file (its JSON) with `mapping`: the tasks to write and the rows skipped. */
export async function planInThread(
  job: Omit<Extract<ImportJob, { kind: 'plan' }>, 'kind'>,
): Promise<{ rows: PlannedTask[]; skipped: ImportPlan['skipped'] }> {
  const result = await run({ kind: 'plan', ...job });
  if (result.kind !== 'plan') throw new Error('The import thread answered another job');
  return { rows: result.rows, skipped: result.skipped };
}
