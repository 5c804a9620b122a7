import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** Raw header pairs as they arrived, to prove a header was not sent twice. */
  rawHeaders: string[];
  body: string;
}

export interface Upstream {
  url: string;
  port: number;
  seen: SeenRequest[];
  close(): Promise<void>;
}

type Handler = (request: SeenRequest, res: ServerResponse) => void;

function listening(
  server: http.Server,
  sockets: Set<Socket>,
  seen: SeenRequest[],
): Promise<Upstream> {
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        seen,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A loopback server playing the api: records every request, answers with `handler`. */
export function startUpstream(handler: Handler): Promise<Upstream> {
  const seen: SeenRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const request: SeenRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      rawHeaders: req.rawHeaders,
      body: await readBody(req),
    };
    seen.push(request);
    handler(request, res);
  });
  return listening(server, new Set(), seen);
}

/** Answers JSON. */
export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** An api that accepts connections and reads requests but never answers. */
export function startSilentUpstream(): Promise<Upstream> {
  return startUpstream(() => {
    // Deliberately no answer.
  });
}

/** An api that streams `bytes` of JSON-ish text without a Content-Length (chunked). */
export function startFloodingUpstream(bytes: number): Promise<Upstream> {
  return startUpstream((_request, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => {
      sent = bytes;
    });
    pump();
  });
}

/** The URL of a port where nothing listens: a server is opened and closed again. */
export async function stoppedUpstreamUrl(): Promise<string> {
  const upstream = await startUpstream(() => {});
  await upstream.close();
  return upstream.url;
}
