// Stable error codes shared by the server (REST `code`, tRPC `data.appCode`) and
// the clients, which translate them (i18n namespace `errors`). Never rename one:
// clients and integrations match on them.
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'CURSOR_INVALID',
  'TITLE_REQUIRED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'VERSION_CONFLICT',
  'TASK_ALREADY_ASSIGNED',
  'ASSIGNEE_NOT_FOUND',
  'COMMENT_EMPTY',
  'COMMENT_LIMIT_REACHED',
  'CONTROL_CHARACTERS',
  'DUE_DATE_OUT_OF_RANGE',
  'FILE_TOO_LARGE',
  'FILE_REQUIRED',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'EMAIL_PASSWORD_REQUIRED',
  'NAME_REQUIRED',
  'NAME_TAKEN',
  'EMAIL_TAKEN',
  'INVALID_EMAIL',
  'NAME_ONLY_LOGIN_DISABLED',
  'SIGNUP_CLOSED',
  'INVITATION_REQUIRED',
  'INVITATION_INVALID',
  'INVITATION_EMAIL_MISMATCH',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_MISMATCH',
  'WRONG_PASSWORD',
  'EMAIL_CONFIRMATION_INVALID',
  'EMAIL_CONFIRMATION_EXPIRED',
  'CANNOT_ACT_ON_SELF',
  'INTEGRATION_URL_REFUSED',
  'INTEGRATION_UNREACHABLE',
  'INTEGRATION_BAD_CREDENTIALS',
  'INTEGRATION_VENDOR_ERROR',
  'INTEGRATION_KEY_REQUIRED',
  'SERVICE_UNAVAILABLE',
  'HOST_NOT_ALLOWED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
