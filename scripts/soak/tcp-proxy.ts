/** A TCP proxy on 127.0.0.1 in front of PostgreSQL that can cut every connection and refuse new ones, then come back. */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a database that went away. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let up = true;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut: () => {
      up = false;
      for (const s of open) s.destroy();
    },
    restore: () => {
      up = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
