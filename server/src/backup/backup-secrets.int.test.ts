import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { useTestApp } from '../../test/test-app.ts';
import { eventually } from '../../test/test-socket.ts';
import { sql } from '../modules/tasks/task.test-helper.ts';
import { writeBackup } from './write-backup.ts';

// A backup holds no usable link of a mail still waiting in the outbox, and the archive
// is readable by its owner only: it holds every member's data.

let work: string;
let smtpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
});
// No mail server listens there: every mail stays in the outbox, retried.
const t = useTestApp(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }));
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-backup-secrets-'));
});
afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const backup = (out: string) =>
  writeBackup(
    {
      url: t.app.deps.orm.config.get('clientUrl')!,
      engine: t.config.databaseUrl ? 'postgresql' : 'embedded',
      storage: t.app.deps.attachmentStorage,
    },
    out,
  );

/** Every file of the archive, unpacked, as text. */
async function unpacked(archive: string): Promise<Map<string, string>> {
  const dir = fs.mkdtempSync(path.join(work, 'unpacked-'));
  await tar.extract({ file: archive, cwd: dir });
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

describe('a backup and the mail outbox', () => {
  it('leaves out the link of a reset mail not sent yet', async () => {
    const m = await t.member('Una Unsent');
    const [user] = await sql<{ email: string }>(t, 'select email from users where id = ?', [m.user.id]);
    expect((await t.client().post('/api/auth/password-reset', { email: user!.email })).status).toBe(202);
    const token = await eventually(async () => {
      const [row] = await sql<{ body_text: string; attempts: number; last_error: string | null }>(
        t,
        'select body_text, attempts, last_error from mail_outbox where to_address = ? and sent_at is null',
        [user!.email],
      );
      // Tried once and refused by the missing mail server: it waits for its retry.
      return (
        row &&
        row.attempts >= 1 &&
        row.last_error &&
        /reset-password\?token=([\w-]+)/.exec(row.body_text)?.[1]
      );
    }, 'the reset mail tried and waiting');

    const archive = path.join(work, 'unsent.tar.gz');
    const manifest = await backup(archive);
    const files = await unpacked(archive);
    expect(files.has('tables/mail_outbox.ndjson')).toBe(true);
    expect(manifest.tables.find((x) => x.name === 'password_links')?.rows).toBeGreaterThan(0);
    for (const [file, text] of files) expect(text, file).not.toContain(token);

    // The mail itself still waits, link and all, for the mail server.
    const [row] = await sql<{ body_text: string }>(
      t,
      'select body_text from mail_outbox where to_address = ? and sent_at is null',
      [user!.email],
    );
    expect(row!.body_text).toContain(token);
  });

  it('writes the archive, and every file in it, readable by its owner only', async () => {
    const archive = path.join(work, 'mode.tar.gz');
    // An archive replaced by a new one takes the new one's mode too.
    fs.writeFileSync(archive, 'an older backup', { mode: 0o644 });
    await backup(archive);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    const modes: number[] = [];
    await tar.list({
      file: archive,
      onReadEntry: (e) => {
        if (e.type === 'File') modes.push((e.mode ?? 0) & 0o077);
      },
    });
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set([0]));
  });
});
