import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent on the wire (still compressed when `content-encoding` says so). */
  raw: Buffer;
  /** The body decoded from its `content-encoding`. */
  body: Buffer;
}

/**
 * One HTTP request with exactly the headers given, as crawlers, monitors and old clients send
 * them (`fetch` adds its own Accept-Encoding and decodes bodies on its own).
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Starts a GET and drops the connection as soon as the server has it, as a visitor who closes
 * the tab (or a monitor that times out) does. Resolves once the socket is gone.
 */
export function abandonedRequest(url: string): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, { method: 'GET', agent: false });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.on('socket', (socket) => {
      socket.on('connect', () => setImmediate(() => request.destroy()));
    });
    request.end();
  });
}

/**
 * A GET of `target` exactly as written: `fetch` (and `http.request` given a URL) resolves dot
 * segments before sending, as a browser does, while a client of its own sends `/blog/../orders/…`
 * as it is. Resolves with the status.
 */
export function verbatimGet(
  origin: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: hostname, port, path: target, headers, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}
