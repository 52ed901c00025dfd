/**
 * Fake CRMs for the upstream tests: real node:http servers that misbehave on purpose, each
 * counting the connections and requests that reach it, and one fault per way a CRM goes wrong.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface FakeCrm {
  url: string;
  port: number;
  /** TCP connections accepted so far. */
  readonly connections: number;
  /** Paths (without the query) of the requests received so far. */
  readonly calls: string[];
  /** Swap the behaviour, e.g. from a fault to healthy. */
  handle(handler: Handler): void;
  /** Stop listening (the port then refuses) and drop open sockets. */
  stop(): Promise<void>;
  /** Listen again on the same port. */
  restart(): Promise<void>;
}

const running = new Set<Server>();

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

async function close(server: Server): Promise<void> {
  if (!server.listening) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  running.delete(server);
}

export async function fakeCrm(initial: Handler): Promise<FakeCrm> {
  let handler = initial;
  let connections = 0;
  const calls: string[] = [];
  const make = () => {
    const server = createServer((req, res) => {
      calls.push((req.url ?? '').split('?')[0]);
      handler(req, res);
    });
    server.on('connection', () => (connections += 1));
    running.add(server);
    return server;
  };
  let server = make();
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get connections() {
      return connections;
    },
    calls,
    handle: (next) => (handler = next),
    stop: () => close(server),
    async restart() {
      server = make();
      await listen(server, port);
    },
  };
}

/** Closes every fake CRM still running (afterAll). */
export async function closeFakeCrms(): Promise<void> {
  await Promise.all([...running].map(close));
}

/** A port nobody listens on: bind, note it, close. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

export const ok =
  (data: unknown = { ok: true }): Handler =>
  (req, res) => {
    req.resume();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ error: 0, errorInfo: '', result: 1, message: 'OK', data }));
  };

/** Reads the request, then answers through `then` (so the CRM has "seen" the call). */
const afterBody =
  (then: (req: IncomingMessage, res: ServerResponse) => void): Handler =>
  (req, res) => {
    req.resume();
    req.on('end', () => then(req, res));
  };

/** What the gateway tells people for each kind of CRM fault (gateway/upstream/errors.ts). */
export const MESSAGES = {
  DOWN: 'CRM недоступна, попробуйте позже',
  SLOW: 'CRM не ответила вовремя, попробуйте позже',
  GARBLED: 'CRM прислала непонятный ответ',
  FAILED: 'CRM вернула ошибку',
  TOO_LARGE: 'Ответ CRM слишком большой',
} as const;
const { DOWN, SLOW, GARBLED, FAILED, TOO_LARGE } = MESSAGES;

/** Every way a CRM goes wrong, with the code, HTTP status and message the gateway must answer. */
export const FAULTS = {
  /** Accepts the connection and never answers. */
  silent: { code: 'UPSTREAM_TIMEOUT', status: 504, message: SLOW, handler: (() => undefined) as Handler },
  /** Accepts and resets the connection. */
  reset: {
    code: 'UPSTREAM_UNAVAILABLE',
    status: 502,
    message: DOWN,
    handler: ((req) => req.socket.destroy()) as Handler,
  },
  /** Promises 1,000 bytes, sends 20, closes the connection. */
  truncated: {
    code: 'UPSTREAM_UNAVAILABLE',
    status: 502,
    message: DOWN,
    handler: afterBody((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"error":0,"data":{"');
      setTimeout(() => res.socket?.destroy(), 20);
    }),
  },
  /** Answers 200 with an HTML page (a proxy's, say) that even echoes the request URL. */
  notJson: {
    code: 'UPSTREAM_ERROR',
    status: 502,
    message: GARBLED,
    handler: afterBody((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<html><body>Welcome to nginx! ${req.url}</body></html>`);
    }),
  },
  /** A 500 with an HTML error page echoing the request URL, key and all. */
  html500: {
    code: 'UPSTREAM_ERROR',
    status: 502,
    message: FAILED,
    handler: afterBody((req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end(`<html><h1>500 Internal Server Error</h1><pre>${req.url}</pre></html>`);
    }),
  },
  /** Streams JSON without end; only the reply limit stops it. */
  endless: {
    code: 'UPSTREAM_ERROR',
    status: 502,
    message: TOO_LARGE,
    handler: afterBody((_req, res) => endlessBody(res)),
  },
  /** Declares 1 GB up front, then sends nothing. */
  hugeDeclared: {
    code: 'UPSTREAM_ERROR',
    status: 502,
    message: TOO_LARGE,
    handler: afterBody((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(2 ** 30) });
      res.flushHeaders();
    }),
  },
} as const;

export type FaultName = keyof typeof FAULTS;

/** Bytes an endless reply had written when its connection closed, per response. */
export const endlessWritten: number[] = [];

function endlessBody(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'application/json' });
  let written = 0;
  const chunk = Buffer.alloc(16 * 1024, 'x');
  res.write('{"error":0,"data":"');
  const pump = () => {
    while (!res.destroyed) {
      written += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
  };
  res.on('close', () => endlessWritten.push(written));
  pump();
}

/** Log lines written by a gateway or a client, for grepping. */
export function logCapture(): { stream: Writable; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
