// OpenID Connect sign-in and audit retention (issue 21): read from the same
// environment as env.ts (which calls this), validated the same way.
import { AUDIT_RETENTION_DAYS_DEFAULT } from '@tm/domain/audit/audit.schema';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const SignInEnvSchema = z.object({
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_LABEL: z.string().trim().min(1).max(60).optional(),
  OIDC_ADMIN_GROUP: z.string().trim().min(1).max(200).optional(),
  OIDC_ONLY: bool.optional(),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(AUDIT_RETENTION_DAYS_DEFAULT),
});

/** Sign-in through the company's OpenID provider (modules/auth/oidc). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Absent: a public client (PKCE only). */
  clientSecret: string | undefined;
  /** The login button's text. */
  label: string;
  /** Members of this `groups` claim value are admins, others not; absent: roles are left to the app. */
  adminGroup: string | undefined;
  /** Password sign-in and sign-up are refused: the provider is the only way in. */
  only: boolean;
}

export interface SignInConfig {
  oidc: OidcConfig | null;
  /** Audit entries older than this are purged daily. */
  auditRetentionDays: number;
}

/** Answers the settings, or "NAME: problem" for the first wrong one. */
export function loadSignInConfig(source: NodeJS.ProcessEnv): SignInConfig | string {
  const parsed = SignInEnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${issue.path.join('.')}: ${issue.message}`;
  }
  const e = parsed.data;
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) return 'OIDC_CLIENT_ID: required with OIDC_ISSUER';
  if (!e.OIDC_ISSUER && (e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET || e.OIDC_ONLY))
    return 'OIDC_ISSUER: required when other OIDC_* variables are set';
  return {
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            label: e.OIDC_LABEL ?? 'Single sign-on',
            adminGroup: e.OIDC_ADMIN_GROUP,
            only: e.OIDC_ONLY ?? false,
          }
        : null,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
  };
}
