import net from 'node:net';

/** PostgreSQL's NotificationResponse: the message that carries a LISTEN channel's notice. */
const NOTIFICATION = 'A'.charCodeAt(0);

export interface NoticeSwallowingProxy {
  /** The database URL, through the proxy. */
  url: string;
  /**
   * From now on, drops every notice the server sends its clients while passing the
   * rest (or, with `false`, passes them again): a listening connection that stays open
   * and answers queries but hears no change, as through a pooler in transaction mode
   * or a silently reset link.
   */
  swallowNotices(on?: boolean): void;
  close(): Promise<void>;
}

/**
 * A PostgreSQL proxy on loopback in front of `databaseUrl`. It reads the server's
 * side of each connection message by message (a type byte, then a length that
 * counts itself), so it can leave one kind out. Clients must not ask for TLS: the
 * server's single-byte answer to an SSLRequest has no such frame.
 */
export async function startNoticeSwallowingProxy(databaseUrl: string): Promise<NoticeSwallowingProxy> {
  const target = new URL(databaseUrl);
  let swallowing = false;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream);
    let pending = Buffer.alloc(0);
    upstream.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      let end = 0;
      const kept: Buffer[] = [];
      while (pending.length - end >= 5) {
        const size = 1 + pending.readUInt32BE(end + 1);
        if (pending.length - end < size) break;
        if (!(swallowing && pending[end] === NOTIFICATION)) kept.push(pending.subarray(end, end + size));
        end += size;
      }
      pending = pending.subarray(end);
      if (kept.length) client.write(Buffer.concat(kept));
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    swallowNotices: (on = true) => {
      swallowing = on;
    },
    close: () =>
      new Promise((r) => {
        for (const s of open) s.destroy();
        server.close(() => r());
      }),
  };
}
