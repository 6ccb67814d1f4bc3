/**
 * A minimal Chrome DevTools Protocol client for a Node process started with
 * `--inspect`: forces a full garbage collection and reads the V8 heap, so
 * per-connection heap is measured in the server itself rather than guessed from RSS.
 */
export class InspectorClient {
  private nextId = 1;
  private pending = new Map<number, (msg: { result?: unknown; error?: unknown }) => void>();

  private readonly ws: WebSocket;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.addEventListener('message', (ev) => {
      const msg = JSON.parse(String(ev.data)) as { id?: number; result?: unknown; error?: unknown };
      if (msg.id !== undefined) this.pending.get(msg.id)?.(msg);
    });
  }

  static async connect(port: number): Promise<InspectorClient> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve(), { once: true });
      ws.addEventListener('error', () => reject(new Error('inspector connection failed')), { once: true });
    });
    return new InspectorClient(ws);
  }

  send<T>(method: string, params: object = {}): Promise<T> {
    const id = this.nextId++;
    this.ws.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => {
      this.pending.set(id, (msg) => {
        this.pending.delete(id);
        if (msg.error) reject(new Error(`${method}: ${JSON.stringify(msg.error)}`));
        else resolve(msg.result as T);
      });
    });
  }

  /** Used V8 heap in bytes after two full collections (the second catches what finalizers freed). */
  async heapUsedAfterGc(): Promise<number> {
    await this.send('HeapProfiler.enable');
    await this.send('HeapProfiler.collectGarbage');
    await this.send('HeapProfiler.collectGarbage');
    const usage = await this.send<{ usedSize: number }>('Runtime.getHeapUsage');
    return usage.usedSize;
  }

  close() {
    this.ws.close();
  }
}
