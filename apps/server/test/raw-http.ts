import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawOptions {
  /** Ends the request side after writing, for requests the server would otherwise wait on. */
  halfClose?: boolean;
  /** How long to wait for an answer before failing. */
  timeoutMs?: number;
}

/**
 * Sends bytes as they are to a listening server on loopback and reads its first answer, for
 * requests no HTTP client would send (oversized headers, broken framing). The server may close
 * the connection while the request is still being written: what it answered before is kept.
 */
export function rawRequest(port: number, request: string | Buffer, { halfClose = false, timeoutMs = 10_000 }: RawOptions = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const socket = connect({ host: '127.0.0.1', port });
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      const answer = parseAnswer(received, true);
      if (answer) resolve(answer);
      else reject(error ?? new Error(`no answer: ${JSON.stringify(received.toString('utf8').slice(0, 200))}`));
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (parseAnswer(received, false)) finish();
    });
    socket.on('end', () => finish());
    socket.on('error', (error) => finish(error));
    socket.write(request, () => {
      if (halfClose) socket.end();
    });
  });
}

/** The first answer in `bytes` once it is complete (or, when the connection `closed`, as far as it got). */
function parseAnswer(bytes: Buffer, closed: boolean): RawAnswer | null {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = bytes.subarray(headEnd + 4);
  const length = headers['content-length'] === undefined ? NaN : Number(headers['content-length']);
  if (Number.isFinite(length)) return rest.length >= length ? { status, headers, body: rest.subarray(0, length).toString('utf8') } : null;
  if (headers['transfer-encoding']?.includes('chunked')) {
    const body = dechunk(rest);
    return body === null ? null : { status, headers, body };
  }
  return closed ? { status, headers, body: rest.toString('utf8') } : null;
}

/** The body of a complete chunked message, or null while chunks are missing. */
function dechunk(bytes: Buffer): string | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return null;
    if (size === 0) return Buffer.concat(parts).toString('utf8');
    if (bytes.length < lineEnd + 2 + size + 2) return null;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** A request written by hand: request line, headers (`host` and `connection: close` unless given), optional body. */
export function rawHttp(method: string, target: string, headers: Record<string, string> = {}, body = ''): string {
  const all = { host: 'localhost', connection: 'close', ...headers };
  const lines = [`${method} ${target} HTTP/1.1`, ...Object.entries(all).map(([name, value]) => `${name}: ${value}`)];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
