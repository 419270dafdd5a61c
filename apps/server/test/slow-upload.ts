import { request, type IncomingHttpHeaders } from 'node:http';

export interface UploadAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SlowUpload {
  /** Bytes of the body written so far. */
  readonly sent: number;
  /** The connection's local port: the server sees it as the remote port. */
  readonly localPort: Promise<number>;
  /** The answer as soon as it comes, whatever of the body is still unsent; a failure after `timeoutMs` without one. */
  readonly answer: Promise<UploadAnswer>;
  /** Writes the rest of the body. */
  finish(): void;
  /** Drops the connection. */
  abort(): void;
}

export interface SlowUploadOptions {
  /** The body's length, as `Content-Length` declares it. */
  bytes: number;
  /** What is written at once; the rest waits for `finish()`. */
  firstBytes?: number;
  timeoutMs?: number;
}

const ROW = '{"smVendorId":"S-1","BvDId":"GB0000000001"}';

/**
 * A JSON body of exactly `bytes` bytes: a few rows of an import, then spaces (JSON allows them),
 * so that a server that reads it all parses it cheaply and one that answers early is told apart.
 */
export function importBody(bytes: number): Buffer {
  const json = `{"rows":[${ROW}]}`;
  if (bytes < json.length) throw new Error(`a body of ${bytes} bytes cannot hold a row`);
  return Buffer.concat([Buffer.from(json), Buffer.alloc(bytes - json.length, ' ')]);
}

/**
 * A POST whose body is sent in two steps, on loopback with `node:http`: the headers and its first
 * bytes at once, the rest only on `finish()`. A server that answers before reading the body
 * answers while most of it is unsent.
 */
export function slowUpload(port: number, path: string, headers: Record<string, string>, { bytes, firstBytes = 64 * 1024, timeoutMs = 10_000 }: SlowUploadOptions): SlowUpload {
  const body = importBody(bytes);
  let sent = 0;
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': String(bytes), ...headers },
  });
  const send = (chunk: Buffer) => {
    sent += chunk.length;
    req.write(chunk);
  };
  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms, ${sent} of ${bytes} bytes sent`)), timeoutMs);
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  // A dropped connection fails the request; the test decides whether that matters.
  answer.catch(() => {});
  const localPort = new Promise<number>((resolve) =>
    req.once('socket', (socket) => (socket.localPort ? resolve(socket.localPort) : socket.once('connect', () => resolve(socket.localPort ?? 0)))),
  );
  send(body.subarray(0, Math.min(firstBytes, bytes)));
  return {
    get sent() {
      return sent;
    },
    answer,
    localPort,
    finish() {
      if (sent < bytes) send(body.subarray(sent));
      req.end();
    },
    abort() {
      req.destroy();
    },
  };
}

/**
 * A POST whose whole body is written as fast as the connection takes it, whatever the server
 * answers meanwhile, as a client that does not look at early answers sends it. Resolves once the
 * connection is over, with the answer's status (or -1 without one) and the connection's port.
 */
export function streamedUpload(port: number, path: string, headers: Record<string, string>, bytes: number): Promise<{ status: number; localPort: number }> {
  const chunk = Buffer.alloc(64 * 1024, ' ');
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': String(bytes), ...headers },
    });
    let status = -1;
    let localPort = 0;
    req.once('socket', (socket) => {
      localPort = socket.localPort ?? 0;
      if (!localPort) socket.once('connect', () => (localPort = socket.localPort ?? 0));
    });
    req.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
    });
    req.on('error', () => {});
    req.on('close', () => resolve({ status, localPort }));
    let written = 0;
    const write = () => {
      while (written < bytes && !req.destroyed) {
        const next = chunk.subarray(0, Math.min(chunk.length, bytes - written));
        written += next.length;
        if (!req.write(next)) return void req.once('drain', write);
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
}
