import fs from 'node:fs';
import path from 'node:path';

/** The messages of an mboxrd text, their quoted `From ` lines restored. */
export function readMbox(text: string): string[] {
  return text
    .split(/^From .*\n/m)
    .slice(1)
    .map((entry) => entry.replace(/\n$/, '').replace(/^>(>*From )/gm, '$1'));
}

/** Every message written to `DATA_DIR/mail` so far, all days together. */
export function mailSpool(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mbox'))
    .flatMap((f) => readMbox(fs.readFileSync(path.join(dir, f), 'utf8')));
}
