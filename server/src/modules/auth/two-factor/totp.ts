import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PERIOD = 30;
const ISSUER = 'Task Manager';
/** One step either side: a phone clock up to ~30 s off still signs in. */
const SKEW_STEPS = 1;

const totpFor = (base32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(base32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
  });

/** A fresh 160-bit secret (RFC 4226's recommended length), base32 as apps take it typed. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/...` URL a QR code carries. */
export const otpauthUrl = (base32: string, accountLabel: string): string =>
  totpFor(base32, accountLabel).toString();

/**
 * The time step of a valid code (now, or one step either side), or null. The caller
 * refuses a step not newer than the last one it accepted: a code works once.
 */
export function acceptedStep(base32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(base32).validate({ token: code, timestamp: now, window: SKEW_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** A six-digit code is a TOTP code; anything else may be a recovery code. */
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code);
