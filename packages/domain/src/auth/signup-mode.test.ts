import { describe, expect, it } from 'vitest';
import { signupOffered, signupRefusal } from './signup-mode.ts';

describe('signupRefusal', () => {
  it('lets anyone sign up in open mode, with or without an invitation', () => {
    expect(signupRefusal('open', false)).toBeNull();
    expect(signupRefusal('open', true)).toBeNull();
  });

  it('asks for an invitation in invite mode', () => {
    expect(signupRefusal('invite', false)).toBe('INVITATION_REQUIRED');
    expect(signupRefusal('invite', true)).toBeNull();
  });

  it('refuses everyone in closed mode, invitation or not', () => {
    expect(signupRefusal('closed', false)).toBe('SIGNUP_CLOSED');
    expect(signupRefusal('closed', true)).toBe('SIGNUP_CLOSED');
  });
});

describe('signupOffered', () => {
  it('shows Sign Up in open mode and for a valid invitation in invite mode only', () => {
    expect(signupOffered('open', false)).toBe(true);
    expect(signupOffered('invite', false)).toBe(false);
    expect(signupOffered('invite', true)).toBe(true);
    expect(signupOffered('closed', true)).toBe(false);
  });
});
