import type { IntegrationProvider } from '@tm/domain/integration/integration.schema';
import type { Task } from '@tm/domain/task/task.schema';
import { DomainError } from '../../../errors/domain-error.ts';
import { type VendorResponse, vendorRequest } from '../vendor-http.ts';
import { vendorErrorSummary } from '../vendor-message.ts';

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

interface CreatedTicket {
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

function badCredentials(label: string, status: number): DomainError {
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
  throw vendorError(`${label} answered HTTP ${res.status}: ${vendorErrorSummary(res.text, conn.apiKey)}`);
}

export function parseJson<T>(res: VendorResponse, label: string): T {
  try {
    return JSON.parse(res.text) as T;
  } catch {
    throw vendorError(`${label} did not answer JSON: is this the right address?`);
  }
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
