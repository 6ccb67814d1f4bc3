import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import type { ConnectionState } from '@tm/api-client/socket';
import type { PublicTask } from '@tm/domain/task/task.schema';

/** Errors in a row (without a list between them) before the page also polls the list. */
const MAX_FAILURES = 3;
/** After falling back, the stream is tried again this much later. */
const RETRY_STREAM_MS = 60_000;

interface PublicStreamHandlers {
  /** A project's key: its list (`?project=KEY`); without one, the instance's. */
  project: string | null;
  onList(tasks: PublicTask[]): void;
  onState(state: ConnectionState): void;
  /** The stream failed repeatedly (or EventSource is missing): read the list by polling until it is back. */
  onFallback(fallingBack: boolean): void;
}

/**
 * The public list for anonymous viewers, from GET /api/tasks/public/stream (issue 25;
 * `?project=KEY`, one project's, issue 31): one `list` event on connect and after each
 * change, the same list as /api/tasks/public. EventSource reconnects by itself and sends the last version
 * seen, so the server resends nothing when nothing changed. Answers a function
 * that closes it.
 */
export function openPublicStream(handlers: PublicStreamHandlers): () => void {
  let source: EventSource | null = null;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const fallBack = () => {
    source?.close();
    source = null;
    handlers.onState('disconnected');
    handlers.onFallback(true);
    retry = setTimeout(open, RETRY_STREAM_MS);
  };

  function open() {
    retry = null;
    if (typeof EventSource === 'undefined') return fallBack();
    const query = handlers.project ? `?project=${encodeURIComponent(handlers.project)}` : '';
    const es = new EventSource(`${getApiBaseUrl()}/api/tasks/public/stream${query}`);
    source = es;
    es.onopen = () => handlers.onState('connected');
    es.addEventListener('list', (event) => {
      failures = 0;
      handlers.onFallback(false);
      handlers.onState('connected');
      handlers.onList(JSON.parse((event as MessageEvent<string>).data) as PublicTask[]);
    });
    es.onerror = () => {
      failures++;
      // A refusal (429, 503, a 404 for a project with nothing published, not a stream)
      // closes the source for good: poll, try again later.
      if (es.readyState === EventSource.CLOSED) return fallBack();
      // Otherwise EventSource reconnects by itself (a server restarting, a network gone)
      // and is back as soon as the server is; after repeated drops the list is also
      // polled meanwhile, until the stream sends one again.
      handlers.onState('connecting');
      if (failures >= MAX_FAILURES) handlers.onFallback(true);
    };
  }

  open();
  return () => {
    if (retry) clearTimeout(retry);
    source?.close();
  };
}
