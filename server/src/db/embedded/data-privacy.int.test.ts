import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { startTestEmbeddedDatabase } from '../../../test/test-embedded-database.ts';
import { bytes, createTask, uploadFile } from '../../modules/attachments/attachments.test-kit.ts';
import { createMailTransport } from '../../modules/notifications/mail-transport.ts';

const mode = (p: string) => fs.statSync(p).mode & 0o777;

/** Every folder and file under `root`, itself included. */
function everything(root: string): string[] {
  return [
    root,
    ...fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .map((d) => path.join(d.parentPath, d.name)),
  ];
}

/** Paths under `root` that another account on the machine could read or enter. */
const openToOthers = (root: string) => everything(root).filter((p) => (mode(p) & 0o077) !== 0);

/** The TCP ports process `pid` listens on, from /proc (Linux). */
function listeningTcpPorts(pid: number): number[] {
  const inodes = new Set(
    fs
      .readdirSync(`/proc/${pid}/fd`)
      .map((fd) => /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1])
      .filter(Boolean),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    fs
      .readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // Columns: sl, local address:port (hex), remote, state (0A = LISTEN), ..., inode (10th).
      .filter((cols) => cols[3] === '0A' && inodes.has(cols[9]!))
      .map((cols) => Number.parseInt(cols[1]!.split(':')[1]!, 16)),
  );
}

describe('the embedded database', () => {
  let db: Awaited<ReturnType<typeof startTestEmbeddedDatabase>>;
  beforeAll(async () => {
    db = await startTestEmbeddedDatabase(2);
  });
  afterAll(() => db?.stop());

  it('listens on no TCP port, only on a socket in a folder of its own user', async () => {
    expect(listeningTcpPorts(db.pid)).toEqual([]);
    const socketDir = decodeURIComponent(new URL(db.url).hostname);
    expect(mode(socketDir)).toBe(0o700);
    expect(fs.statSync(path.join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
  });

  it('keeps its files private: folders 0700, files 0600', () => {
    const pgDir = path.join(db.dataDir, 'pglite');
    expect(fs.readdirSync(pgDir).length).toBeGreaterThan(0);
    expect(openToOthers(pgDir)).toEqual([]);
  });
});

describe('what the server writes under DATA_DIR', () => {
  let dataDir: string;
  let scratch: string;
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-privacy-'));
    fs.chmodSync(scratch, 0o755);
    dataDir = path.join(scratch, 'data');
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const t = useTestApp(() => ({ DATA_DIR: dataDir }));

  it('is readable by the server user only: secret, attachments, mail', async () => {
    const client = t.client();
    const user = await client.signIn('demo@example.com', 'demo123');
    const taskId = await createTask(t, user.id);
    expect((await uploadFile({ client, id: user.id }, t.url, taskId, 'notes.txt', bytes(1000))).status).toBe(
      201,
    );
    const mail = createMailTransport({ smtpUrl: undefined, from: 'Task Manager <tm@localhost>', dataDir });
    await mail.send({ to: 'someone@example.com', subject: 'Hello', text: 'Private mail' });
    mail.close();

    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'server-secret'))).toBe(0o600);
    expect(fs.readdirSync(path.join(dataDir, 'attachments', taskId))).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, 'mail'))).toHaveLength(1);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
