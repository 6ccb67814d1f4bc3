import fs from 'node:fs';

// What the server keeps under DATA_DIR (database, attachments, mail, its secret) is
// for its own user only: other accounts on the host may not even list it.
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates a folder of the server's own (and missing parents) private, and
 * tightens one an earlier version created open. Not for DATA_DIR itself, which
 * may be a mount point the operator owns and set up.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await fs.promises.chmod(dir, PRIVATE_DIR_MODE);
}

export function makePrivateDirSync(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes every folder and file under `root` private. For trees written by code that
 * sets its own modes (PGlite unpacks its initial database with 0666 files, which
 * no umask corrects).
 */
export function makeTreePrivateSync(root: string): void {
  fs.chmodSync(root, PRIVATE_DIR_MODE);
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = `${entry.parentPath}/${entry.name}`;
    if (entry.isDirectory()) fs.chmodSync(full, PRIVATE_DIR_MODE);
    else if (entry.isFile()) fs.chmodSync(full, PRIVATE_FILE_MODE);
  }
}
