import net from 'node:net';

/**
 * A minimal TCP load balancer on loopback: every new connection goes to the
 * current target, which a test can switch, as when an instance leaves the pool.
 */
export async function startBalancer(target: string): Promise<{
  url: string;
  routeTo(url: string): void;
  close(): Promise<void>;
}> {
  let current = new URL(target);
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(current.port), current.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routeTo: (url) => {
      current = new URL(url);
    },
    close: () =>
      new Promise((r) => {
        for (const s of open) s.destroy();
        server.close(() => r());
      }),
  };
}
