// Helpers that let the attachment tests read like what a user does: sign in,
// make a task, upload real files over HTTP, look at the database and the disk.
import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { Task } from '../tasks/task.entity.ts';
import { User } from '../users/user.entity.ts';
import { Attachment } from './attachment.entity.ts';

export interface Member {
  client: TestClient;
  id: string;
}

export interface AttachmentsWorld {
  t: TestApp;
  demo: Member;
  admin: Member;
  /** Another member without admin rights. */
  other: Member;
  storageRoot: string;
  stop(): Promise<void>;
}

export async function startAttachmentsWorld(env: Record<string, string> = {}): Promise<AttachmentsWorld> {
  const t = await startTestApp(env);
  const signIn = async (email: string, password: string): Promise<Member> => {
    const client = t.client();
    const user = await client.signIn(email, password);
    return { client, id: user.id };
  };
  const registering = t.client();
  const reg = await registering.post('/api/auth/register', {
    name: 'Other Member',
    email: 'other@example.com',
    password: 'other123',
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  return {
    t,
    demo: await signIn('demo@example.com', 'demo123'),
    admin: await signIn('admin@example.com', 'admin123'),
    other: await signIn('other@example.com', 'other123'),
    storageRoot: path.join(t.config.dataDir, 'attachments'),
    stop: () => t.stop(),
  };
}

const em = (t: TestApp) => t.app.deps.orm.em.fork() as EntityManager;

/** A task owned by `ownerId`, written straight to the database (tasks have their own tests). */
export async function createTask(t: TestApp, ownerId: string, title = 'Task with files'): Promise<string> {
  const e = em(t);
  const task = e.create(Task, { title, owner: e.getReference(User, ownerId) });
  await e.flush();
  return task.id;
}

export function attachmentRows(t: TestApp, taskId?: string): Promise<Attachment[]> {
  return em(t).find(Attachment, taskId ? { task: taskId } : {});
}

/** Every file under the storage root (partial uploads included), relative to it. */
export function storedFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)))
    .sort();
}

/** Deterministic bytes, so a download can be compared with what was sent. */
export const bytes = (n: number, seed = 31) => {
  const b = Buffer.allocUnsafe(n);
  for (let i = 0; i < n; i++) b[i] = (i * seed + (i >> 8)) & 0xff;
  return b;
};

export type Part = { file: { name: string; content: Buffer; type?: string } } | { field: [string, string] };

/** A real multipart upload through fetch/FormData, parts in the order given. */
export async function upload(member: Member | null, baseUrl: string, taskId: string, parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if ('file' in p)
      form.append(
        'file',
        new Blob([new Uint8Array(p.file.content)], { type: p.file.type ?? '' }),
        p.file.name,
      );
    else form.append(p.field[0], p.field[1]);
  }
  const res = await fetch(`${baseUrl}/api/attachments/${taskId}`, {
    method: 'POST',
    body: form,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(member ? { cookie: member.client.cookieHeader } : {}),
    },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Uploads one file the way SPEC's client does (`file`, then `uploaderId`). */
export function uploadFile(
  member: Member,
  baseUrl: string,
  taskId: string,
  name: string,
  content: Buffer,
  type?: string,
) {
  return upload(member, baseUrl, taskId, [
    { file: { name, content, ...(type ? { type } : {}) } },
    { field: ['uploaderId', member.id] },
  ]);
}

export async function download(member: Member | null, baseUrl: string, url: string) {
  const res = await fetch(baseUrl + url, { headers: member ? { cookie: member.client.cookieHeader } : {} });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}
