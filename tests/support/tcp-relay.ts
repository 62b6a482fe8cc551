import net from 'node:net';
import { freePort } from './server';

/**
 * A TCP relay on loopback between the site and a service it depends on (PostgreSQL, Redis), which
 * a test can cut and restore: what a restart or a network blip looks like to the site (open
 * connections reset, new ones refused, then accepted again).
 */
export async function tcpRelay(target: URL, defaultPort: number) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || defaultPort), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  /** Resets the open connections and stops listening. */
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server?.listening) server.close(() => resolve());
      else resolve();
    });
  await open();
  return { port, cut, restore: open, close: cut };
}
