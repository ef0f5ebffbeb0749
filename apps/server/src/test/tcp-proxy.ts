import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a database that a test can cut
 * (connections dropped and refused) or pause (accepted, then silence).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'up' | 'cut' | 'paused' = 'up';
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'cut') return client.destroy();
    if (mode === 'paused') return; // Accept, then never answer.
    const upstream = net.connect(target);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    /** Drops every connection and refuses new ones, like a stopped server. */
    cut: () => {
      mode = 'cut';
      dropAll();
    },
    /** Stops forwarding anything, like a frozen server. */
    pause: () => {
      mode = 'paused';
      for (const socket of open) socket.pause();
    },
    restore: () => {
      if (mode === 'paused') dropAll();
      mode = 'up';
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
