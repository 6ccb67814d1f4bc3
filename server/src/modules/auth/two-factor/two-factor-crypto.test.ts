import { describe, expect, it } from 'vitest';
import {
  newRecoveryCode,
  normalizeRecoveryCode,
  openTotpSecret,
  readSignedToken,
  recoveryCodeHash,
  sealTotpSecret,
  signToken,
} from './two-factor-crypto.ts';

const SECRET = 'a server secret of at least thirty-two bytes, for tests';
const OTHER = 'another server secret of at least thirty-two bytes, too';

describe('two-factor secrets at rest', () => {
  it('seals a TOTP secret so only the same server secret opens it, and refuses a changed one', () => {
    const sealed = sealTotpSecret(SECRET, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealTotpSecret(SECRET, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed); // a fresh IV each time
    expect(openTotpSecret(SECRET, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openTotpSecret(OTHER, sealed)).toThrow();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`;
    expect(() => openTotpSecret(SECRET, [v, iv, tag, flipped].join('.'))).toThrow();
  });

  it('makes recovery codes of 10 unambiguous characters, hashed with a key of the server secret', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(200);
    const code = codes[0]!;
    expect(normalizeRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(code.replace('-', ''));
    expect(recoveryCodeHash(SECRET, code)).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(SECRET, code)).not.toBe(recoveryCodeHash(OTHER, code));
  });

  it('reads back only tokens it signed', () => {
    const token = signToken(SECRET, '{"u":"x"}');
    expect(readSignedToken(SECRET, token)).toBe('{"u":"x"}');
    expect(readSignedToken(OTHER, token)).toBeNull();
    const [body] = token.split('.');
    expect(readSignedToken(SECRET, `${body}.${'A'.repeat(43)}`)).toBeNull();
    expect(readSignedToken(SECRET, 'garbage')).toBeNull();
  });
});
