import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A key of its own for integration secrets, derived from the server secret, so
// the calendar tokens and this encryption never share key material.
function keyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'taskmanager', 'integration-api-key:v1', 32));
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each base64url. A fresh IV per encryption. */
export function encryptSecret(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Throws when the value was not made under this secret or was altered. */
export function decryptSecret(secret: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unreadable encrypted value');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** The last 4 characters, only for keys long enough that 4 characters give little away. */
export function keyHint(apiKey: string): string {
  return apiKey.length >= 12 ? apiKey.slice(-4) : '';
}
