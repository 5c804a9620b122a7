import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

export interface RunningGateway {
  server: Server;
  /** http://host:port as it listens (the port is the real one when 0 was asked for). */
  url: string;
  /**
   * Graceful stop: no new connections; requests in flight finish; idle kept-alive connections are
   * closed. Resolves true when all ended in time, false when the rest had to be cut after
   * `timeoutMs`.
   */
  stop(timeoutMs: number): Promise<boolean>;
}

export function listen(
  app: Koa<never> | Koa,
  port: number,
  host: string | undefined,
): Promise<RunningGateway> {
  return new Promise((resolve, reject) => {
    const server = app.listen({ port, ...(host === undefined ? {} : { host }) });
    server.once('error', reject);
    server.once('listening', () => {
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({
        server,
        url: `http://${shownHost}:${address.port}`,
        stop: (timeoutMs) => stopGracefully(server, timeoutMs),
      });
    });
  });
}

function stopGracefully(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let inTime = true;
    // A kept-alive connection becomes idle when its last answer is written; close those as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      inTime = false;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(inTime);
    });
    server.closeIdleConnections();
  });
}
