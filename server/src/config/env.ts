// The only reader of process.env. Every setting is validated once at start so a
// bad value stops the process with one line naming the variable.
import path from 'node:path';
import { SIGNUP_MODES, type SignupMode } from '@tm/domain/auth/signup-mode';
import { PROJECT_CREATION_MODES, type ProjectCreationMode } from '@tm/domain/project/project-constants';
import { z } from 'zod';
import { AllowedHostsSchema } from './allowed-hosts.ts';
import { loadSignInConfig, type SignInConfig } from './sign-in-env.ts';
import { type TrustProxy, TrustProxySchema } from './trust-proxy.ts';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** Calendar tokens and encrypted keys are HMAC/AES keyed by the secret: 256 bits at the least. */
export const MIN_SECRET_BYTES = 32;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SESSION_NOTICE_KEEPALIVE_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  SOCKET_SESSION_RECHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  SESSION_SECRET: z
    .string()
    .refine((v) => Buffer.byteLength(v) >= MIN_SECRET_BYTES, `at least ${MIN_SECRET_BYTES} bytes`)
    .optional(),
  SEED_DEMO: bool.optional(),
  NAME_ONLY_LOGIN: bool.optional(),
  SIGNUP: z.enum(SIGNUP_MODES).optional(),
  PROJECT_CREATION: z.enum(PROJECT_CREATION_MODES).default('members'),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: TrustProxySchema,
  ALLOWED_HOSTS: AllowedHostsSchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Task Manager <no-reply@localhost>'),
  MAIL_PER_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  ALLOW_PRIVATE_INTEGRATION_URLS: bool.optional(),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  PUBLIC_STREAM_MAX: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  PUBLIC_STREAM_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  // Above PUBLIC_STREAM_MAX's default: every wall screen holds a connection.
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(30_000),
  // 0: no per-client cap (behind a reverse proxy every connection is the proxy's).
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(256),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(1).max(3_600).default(30),
  TRASH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  // Web Push keys (base64url, as web-push's generateVAPIDKeys writes them); generated into DATA_DIR when absent.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https:// address')
    .optional(),
  // GET /metrics (Prometheus): off unless a bearer token is set or a separate listen address is named.
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  METRICS_BIND: z
    .string()
    .regex(/^(\[[0-9a-fA-F:]+\]|[^:\s]+):\d{1,5}$/, 'host:port, such as 127.0.0.1:9100')
    .optional(),
  REMOTE_URLS: z
    .string()
    .default('')
    .transform((v) =>
      Object.fromEntries(
        v
          .split(',')
          .filter(Boolean)
          .map((pair) => pair.split('=') as [string, string]),
      ),
    ),
  STATIC_ROOT: z.string().optional(),
  // Attachments go to S3-compatible storage when S3_BUCKET is set, else under DATA_DIR/attachments.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'a key prefix such as "attachments/" (ends with a slash)')
    .default(''),
});

type Env = z.infer<typeof EnvSchema>;

/** S3-compatible attachment storage; absent means the local data directory. */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's default credential chain (instance role, AWS_* variables, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

export interface Config extends SignInConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  redisUrl: string | undefined;
  /** How often an instance proves its session notices arrive (auth-change-listener.ts). */
  sessionNoticeKeepaliveMs: number;
  /** How often every socket's session is checked again, whatever the notices say. */
  socketSessionRecheckMs: number;
  sessionSecret: string | undefined;
  seedDemo: boolean;
  nameOnlyLogin: boolean;
  /** Who may create an account: anyone, holders of an admin's invitation, or nobody. */
  signup: SignupMode;
  /** Who may create projects: any member (who becomes its manager), or admins only. */
  projectCreation: ProjectCreationMode;
  publicUrl: string | undefined;
  allowedOrigins: string[];
  /** Extra names this server answers to (DNS rebinding guard), beyond PUBLIC_URL, ALLOWED_ORIGINS and its own. */
  allowedHosts: string[];
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** At most this many mails to one address per hour, across every sender and instance. */
  mailPerRecipientPerHour: number;
  allowPrivateIntegrationUrls: boolean;
  /** Calls one personal access token may make per minute (429 with Retry-After beyond). */
  tokenRateLimitPerMinute: number;
  /** Anonymous dashboard streams on this instance (503 beyond) and from one address (429 beyond). */
  publicStream: { max: number; perAddress: number };
  /** Open HTTP connections on this instance and from one client (http/connection-cap.ts; perAddress 0: none). */
  connections: { max: number; perAddress: number };
  /** The first retry of a failed webhook delivery waits this long; each next one twice as long. */
  webhookRetryBaseSeconds: number;
  /** Days a deleted task stays in the trash before the daily job purges it (modules/trash). */
  trashRetentionDays: number;
  /** Web Push signing keys and contact (modules/push/vapid-keys.ts); keys generated into DATA_DIR when absent. */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
  /** GET /metrics: with a bearer token on the app's port, and/or without one on a listen address of its own. */
  metrics: { token: string | undefined; bind: { host: string; port: number } | undefined };
  /** Overrides of where the shell loads each remote from (name=url). */
  remoteUrls: Record<string, string>;
  /** Folder holding the built apps (shell/dist, mf-x/dist); the repository root by default. */
  staticRoot: string;
  s3: S3Config | null;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const s3Problem = checkS3(e);
  if (s3Problem) throw new ConfigError(`Invalid environment variable ${s3Problem}`);
  const signIn = loadSignInConfig(source);
  if (typeof signIn === 'string') throw new ConfigError(`Invalid environment variable ${signIn}`);
  // Embedded mode is the zero-configuration demo: demo accounts and name-only login are on by default there.
  const embedded = !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    sessionNoticeKeepaliveMs: e.SESSION_NOTICE_KEEPALIVE_MS,
    socketSessionRecheckMs: e.SOCKET_SESSION_RECHECK_MS,
    sessionSecret: e.SESSION_SECRET,
    seedDemo: e.SEED_DEMO ?? embedded,
    nameOnlyLogin: e.NAME_ONLY_LOGIN ?? embedded,
    // A server reachable by others (DATABASE_URL) does not let strangers sign up unless told to.
    signup: e.SIGNUP ?? (embedded ? 'open' : 'invite'),
    projectCreation: e.PROJECT_CREATION,
    publicUrl: e.PUBLIC_URL,
    allowedOrigins: e.ALLOWED_ORIGINS,
    allowedHosts: e.ALLOWED_HOSTS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPerRecipientPerHour: e.MAIL_PER_RECIPIENT_PER_HOUR,
    allowPrivateIntegrationUrls: e.ALLOW_PRIVATE_INTEGRATION_URLS ?? false,
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    publicStream: { max: e.PUBLIC_STREAM_MAX, perAddress: e.PUBLIC_STREAM_PER_ADDRESS },
    connections: { max: e.MAX_CONNECTIONS, perAddress: e.MAX_CONNECTIONS_PER_ADDRESS },
    webhookRetryBaseSeconds: e.WEBHOOK_RETRY_BASE_SECONDS,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    metrics: { token: e.METRICS_TOKEN, bind: e.METRICS_BIND ? parseHostPort(e.METRICS_BIND) : undefined },
    remoteUrls: e.REMOTE_URLS,
    ...signIn,
    staticRoot: path.resolve(e.STATIC_ROOT ?? path.join(import.meta.dirname, '../../..')),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          // Self-hosted S3-compatible servers (MinIO, Garage, ...) usually need path-style addressing.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX,
        }
      : null,
  };
}

/** "host:port" or "[v6]:port" (already checked by the schema) as its parts. */
function parseHostPort(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at).replace(/^\[|\]$/g, ''), port: Number(value.slice(at + 1)) };
}

/** S3 settings that only make sense together; answers "NAME: problem" or null. */
function checkS3(e: Env): string | null {
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY))
    return 'S3_BUCKET: required when other S3_* variables are set';
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    return 'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together';
  // Every viewer of the public stream holds a connection: the caps must leave room for them.
  if (e.PUBLIC_STREAM_MAX >= e.MAX_CONNECTIONS)
    return 'MAX_CONNECTIONS: must be above PUBLIC_STREAM_MAX (each wall screen holds a connection)';
  if (e.MAX_CONNECTIONS_PER_ADDRESS > 0 && e.PUBLIC_STREAM_PER_ADDRESS >= e.MAX_CONNECTIONS_PER_ADDRESS)
    return 'MAX_CONNECTIONS_PER_ADDRESS: must be above PUBLIC_STREAM_PER_ADDRESS, or 0 for no per-client cap';
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    return 'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together';
  return null;
}
