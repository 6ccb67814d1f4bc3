import { ApiError } from '@tm/api-client/api-error';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import { isErrorCode } from '@tm/domain/errors/error-codes';

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** A plain object is sent as JSON; FormData, Blob and strings go as they are. */
  body?: unknown;
}

/**
 * fetch for the REST API: session cookie included, JSON in and out, failures
 * thrown as ApiError. Non-JSON requests (uploads, DELETE) carry X-Requested-With,
 * which the server's anti-forgery rule requires of state-changing calls.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  let body: BodyInit | undefined;
  if (init.body === undefined || init.body === null) {
    body = undefined;
  } else if (isRawBody(init.body)) {
    body = init.body;
  } else {
    body = JSON.stringify(init.body);
    headers.set('Content-Type', 'application/json');
  }
  if (!headers.has('Content-Type')) headers.set('X-Requested-With', 'XMLHttpRequest');
  headers.set('Accept', 'application/json');

  let res: Response;
  try {
    res = await fetch(`${getApiBaseUrl()}${path}`, { ...init, headers, body, credentials: 'include' });
  } catch (err) {
    throw new ApiError(0, null, err instanceof Error ? err.message : 'Network error');
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const obj = (data ?? {}) as { error?: unknown; code?: unknown; issues?: unknown };
    const message = typeof obj.error === 'string' ? obj.error : res.statusText;
    throw new ApiError(res.status, isErrorCode(obj.code) ? obj.code : null, message, obj.issues ?? null);
  }
  return data as T;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
