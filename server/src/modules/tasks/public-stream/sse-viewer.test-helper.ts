import http from 'node:http';

interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/** A raw Server-Sent Events reader over node:http (no EventSource in Node's test process). */
export interface SseViewer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a refusal (status other than 200). */
  body: string;
  /** The events received so far, in order. */
  events: SseEvent[];
  /** Raw fields seen that are not events (`retry:` hints, comments). */
  lines: string[];
  /** The `list` events parsed. */
  lists(): { id: string | undefined; tasks: { id: string; title: string }[] }[];
  close(): void;
}

interface OpenOptions {
  headers?: Record<string, string>;
  /** A project's key: its own list (`?project=KEY`) instead of the instance's. */
  project?: string;
  /** Source address (another loopback address: another "viewer machine"). */
  localAddress?: string;
}

/** Opens GET /api/tasks/public/stream and resolves once the status and headers arrived (or the refusal's body). */
export function openStream(baseUrl: string, options: OpenOptions = {}): Promise<SseViewer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}/api/tasks/public/stream${options.project === undefined ? '' : `?project=${encodeURIComponent(options.project)}`}`,
      { headers: { accept: 'text/event-stream', ...options.headers }, localAddress: options.localAddress },
      (res) => {
        const viewer: SseViewer = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: '',
          events: [],
          lines: [],
          lists: () =>
            viewer.events
              .filter((e) => e.event === 'list')
              .map((e) => ({ id: e.id, tasks: JSON.parse(e.data) })),
          close: () => req.destroy(),
        };
        let pending = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (viewer.status !== 200) {
            viewer.body += chunk;
            return;
          }
          pending += chunk;
          let end = pending.indexOf('\n\n');
          while (end >= 0) {
            parseBlock(pending.slice(0, end), viewer);
            pending = pending.slice(end + 2);
            end = pending.indexOf('\n\n');
          }
        });
        res.on('error', () => undefined);
        if (viewer.status === 200) resolve(viewer);
        else res.on('end', () => resolve(viewer));
      },
    );
    req.on('error', (err) => {
      if (!(err as NodeJS.ErrnoException).code?.startsWith('ECONNRESET')) reject(err);
    });
  });
}

function parseBlock(block: string, viewer: SseViewer): void {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
    else viewer.lines.push(line);
  }
  if (data.length > 0) viewer.events.push({ id, event, data: data.join('\n') });
}
