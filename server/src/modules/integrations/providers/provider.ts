import type { IntegrationProvider } from '@tm/domain/integration/integration.schema';
import type { Task } from '@tm/domain/task/task.schema';
import { DomainError } from '../../../http/domain-error.ts';
import { type VendorResponse, vendorRequest } from '../vendor-http.ts';

export interface Connection {
  provider: IntegrationProvider;
  /** Normalised base address of the installation (no trailing `/api`). */
  apiUrl: string;
  apiKey: string;
  config: Record<string, unknown>;
  allowPrivate: boolean;
}

export interface TicketSource {
  task: Pick<Task, 'id' | 'title' | 'priority' | 'dueDate'>;
  requester: { name: string; email: string | null };
  appUrl: string | undefined;
}

export interface CreatedTicket {
  externalId: string;
  state: string | null;
}

export interface TicketingProvider {
  label: string;
  /** One authenticated call proving address and key; answers a short success message. */
  test(conn: Connection): Promise<string>;
  createTicket(conn: Connection, source: TicketSource): Promise<CreatedTicket>;
  /** The ticket's state, or undefined when the vendor's API cannot read tickets back. */
  ticketState(conn: Connection, externalId: string): Promise<string | null | undefined>;
}

export const vendorError = (message: string) =>
  new DomainError('badGateway', 'INTEGRATION_VENDOR_ERROR', message);

export function badCredentials(label: string, status: number): DomainError {
  return new DomainError(
    'validation',
    'INTEGRATION_BAD_CREDENTIALS',
    `${label} refused the API key (HTTP ${status}): check the key and its permissions`,
  );
}

/** Calls the vendor and maps refusals: 401/403 bad credentials, a redirect or other error a vendor error. */
export async function call(
  conn: Connection,
  label: string,
  request: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: unknown },
  accept: number[] = [200, 201],
): Promise<VendorResponse> {
  const res = await vendorRequest({
    method: request.method,
    url: `${conn.apiUrl}${request.path}`,
    headers: request.headers,
    body: request.body,
    allowPrivate: conn.allowPrivate,
  });
  if (accept.includes(res.status)) return res;
  if (res.status === 401 || res.status === 403) throw badCredentials(label, res.status);
  if (res.status >= 300 && res.status < 400) {
    throw vendorError(
      `${label} answered with a redirect (HTTP ${res.status}); enter the final address instead`,
    );
  }
  throw vendorError(`${label} answered HTTP ${res.status}: ${scrub(summary(res.text), conn.apiKey)}`);
}

export function parseJson<T>(res: VendorResponse, label: string): T {
  try {
    return JSON.parse(res.text) as T;
  } catch {
    throw vendorError(`${label} did not answer JSON: is this the right address?`);
  }
}

/** The vendor's own error text, short and without markup. */
function summary(text: string): string {
  let message = text;
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    const found = json.error_human ?? json.error ?? json.message ?? json.description;
    if (typeof found === 'string') message = found;
  } catch {
    // Not JSON: the body text itself.
  }
  const plain = message
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 200 ? `${plain.slice(0, 200)}…` : plain || 'no details';
}

/** A vendor that echoes the key in an error must not get it shown or logged. */
export function scrub(text: string, apiKey: string): string {
  return apiKey ? text.split(apiKey).join('***') : text;
}

/** Plain-text body of a ticket opened from a task. */
export function ticketBody({ task, requester, appUrl }: TicketSource): string {
  return [
    `Task: ${task.title}`,
    `Priority: ${task.priority}`,
    ...(task.dueDate ? [`Due: ${task.dueDate}`] : []),
    `Created in Task Manager by ${requester.name}.`,
    ...(appUrl ? [`${appUrl.replace(/\/+$/, '')}/app`] : []),
  ].join('\n');
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
