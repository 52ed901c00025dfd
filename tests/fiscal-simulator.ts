/**
 * A cash register for tests: a loopback HTTP server speaking the subset of the ATOL web server's
 * task API that the product uses (docs/fiscal.md): POST /api/v2/requests, GET
 * /api/v2/requests/{uuid}, the tasks sell, sellReturn, openShift, closeShift, reportX,
 * getShiftStatus and getDeviceStatus, their error results, and CORS as the real server answers
 * it (the browser calls it from the app's origin). Modes: `on`; `off` (the web server answers but
 * the register does not: every task fails with the driver's message); `noPaper`; `down` (nothing
 * answers at the port: connections are cut).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SimulatorMode = 'on' | 'off' | 'noPaper' | 'down';

interface Task {
  type: string;
  [key: string]: unknown;
}

interface Result {
  status: string;
  error: { code: number; description: string };
  result?: unknown;
}

export interface Document {
  uuid: string;
  type: string;
  number: number;
  sign: string;
  shiftNumber: number;
  task: Task;
}

const OK = { code: 0, description: 'Ошибок нет' };
const ERRORS: Record<Exclude<SimulatorMode, 'on' | 'down'>, { code: number; description: string }> = {
  off: { code: 2, description: 'Нет связи с ККТ' },
  noPaper: { code: 44, description: 'Нет бумаги' },
};
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FiscalSimulator {
  /** The API root, as the product builds it from address and port: http://127.0.0.1:PORT/api/v2 */
  base: string;
  port: number;
  mode: SimulatorMode;
  /** Every fiscal document the register closed: receipts and shift reports. */
  documents: Document[];
  /** Receipts only (sell and sellReturn). */
  receipts(): Document[];
  shift: { open: boolean; number: number; openedAt: number };
  /** Tasks posted (uuids), duplicates included. */
  posted: string[];
  /** The register's clock (tests move it to reach the 24-hour limit). */
  now: () => number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

const cents = (n: unknown) => Math.round(Number(n) * 100);

export async function startFiscalSimulator(): Promise<FiscalSimulator> {
  const tasks = new Map<string, Result[]>();
  const sim: FiscalSimulator = {
    base: '',
    port: 0,
    mode: 'on',
    documents: [],
    receipts: () => sim.documents.filter((d) => d.type === 'sell' || d.type === 'sellReturn'),
    shift: { open: false, number: 0, openedAt: 0 },
    posted: [],
    now: () => Date.now(),
    close: async () => {},
  };
  let documentNumber = 0;

  const stamp = () => new Date(sim.now()).toISOString().replace(/\.\d+Z$/, '+00:00');
  const document = (uuid: string, task: Task, extra: Record<string, unknown> = {}) => {
    documentNumber += 1;
    const doc: Document = {
      uuid,
      type: task.type,
      number: documentNumber,
      sign: String(1_000_000_000 + documentNumber * 7919),
      shiftNumber: sim.shift.number,
      task,
    };
    sim.documents.push(doc);
    return {
      fiscalParams: {
        fiscalDocumentDateTime: stamp(),
        fiscalDocumentNumber: doc.number,
        fiscalDocumentSign: doc.sign,
        fnNumber: '9999078900000961',
        registrationNumber: '0000000001002292',
        shiftNumber: sim.shift.number,
        fnsUrl: 'www.nalog.gov.ru',
        ...extra,
      },
      warnings: null,
    };
  };
  const fail = (code: number, description: string): never => {
    throw Object.assign(new Error(description), { code });
  };
  const expired = () => sim.shift.open && sim.now() - sim.shift.openedAt > DAY_MS;

  function execute(uuid: string, task: Task): unknown {
    if (sim.mode === 'off' || sim.mode === 'noPaper')
      fail(ERRORS[sim.mode].code, ERRORS[sim.mode].description);
    switch (task.type) {
      case 'getDeviceStatus':
        return { deviceStatus: { paperPresent: true, coverOpened: false, blocked: false, fiscal: true } };
      case 'getShiftStatus':
        return {
          shiftStatus: {
            state: !sim.shift.open ? 'closed' : expired() ? 'expired' : 'opened',
            number: sim.shift.number,
            expiredTime: sim.shift.open ? new Date(sim.shift.openedAt + DAY_MS).toISOString() : null,
          },
        };
      case 'openShift':
        if (sim.shift.open) fail(156, 'Смена открыта - операция невозможна');
        sim.shift = { open: true, number: sim.shift.number + 1, openedAt: sim.now() };
        return document(uuid, task);
      case 'closeShift': {
        if (!sim.shift.open) fail(157, 'Смена закрыта - операция невозможна');
        const receiptsCount = sim.receipts().filter((d) => d.shiftNumber === sim.shift.number).length;
        const result = document(uuid, task, { receiptsCount });
        sim.shift = { ...sim.shift, open: false };
        return result;
      }
      case 'reportX':
        if (!sim.shift.open) fail(157, 'Смена закрыта - операция невозможна');
        return document(uuid, task);
      case 'sell':
      case 'sellReturn': {
        if (expired()) fail(68, 'Смена превысила 24 часа');
        const items = (task.items as { amount: number; price: number; quantity: number }[] | undefined) ?? [];
        const payments = (task.payments as { sum: number }[] | undefined) ?? [];
        const itemsSum = items.reduce((a, i) => a + cents(i.amount), 0);
        const paid = payments.reduce((a, p) => a + cents(p.sum), 0);
        if (!items.length) fail(5, 'Нет позиций в чеке');
        if (task.total !== undefined && cents(task.total) !== itemsSum)
          fail(6, 'Итог чека не равен сумме позиций');
        if (paid < itemsSum) fail(7, 'Вносимая сумма меньше суммы чека');
        // Registers open the shift with the first receipt when none is open.
        if (!sim.shift.open) sim.shift = { open: true, number: sim.shift.number + 1, openedAt: sim.now() };
        return document(uuid, task, { total: itemsSum / 100, fiscalReceiptNumber: documentNumber + 1 });
      }
      default:
        return fail(1, `Неизвестный тип задания: ${task.type}`);
    }
  }

  // A queued task runs on the next turn, so a client sees `wait` first and has to read it back.
  function run(uuid: string, request: Task[]) {
    const results = tasks.get(uuid)!;
    setImmediate(() => {
      let failed = false;
      request.forEach((task, i) => {
        if (failed) {
          results[i] = {
            status: 'interrupted',
            error: { code: 502, description: 'Выполнение прервано из-за предыдущих ошибок' },
          };
          return;
        }
        try {
          results[i] = { status: 'ready', error: OK, result: execute(uuid, task) };
        } catch (e) {
          failed = true;
          const err = e as Error & { code?: number };
          results[i] = { status: 'error', error: { code: err.code ?? 500, description: err.message } };
        }
      });
    });
  }

  const server = createServer((req, res) => {
    if (sim.mode === 'down') {
      req.socket.destroy();
      return;
    }
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        req.headers['access-control-request-headers'] ?? 'Content-Type',
      );
      if (req.headers['access-control-request-private-network'] === 'true')
        res.setHeader('Access-Control-Allow-Private-Network', 'true');
      res.writeHead(204);
      res.end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://register').pathname.replace(/\/+$/, '');
    void (async () => {
      if (path === '/api/v2/requests' && req.method === 'POST') {
        const body = (await readJson(req)) as { uuid?: unknown; request?: unknown };
        const uuid = typeof body.uuid === 'string' ? body.uuid : '';
        const request = Array.isArray(body.request) ? (body.request as Task[]) : [];
        if (!uuid || !request.length)
          return send(res, 400, { error: { code: 505, description: "Поле 'uuid' или 'request' не задано" } });
        sim.posted.push(uuid);
        if (tasks.has(uuid))
          return send(res, 409, {
            error: { code: 505, description: `Задание с UUID [${uuid}] уже есть` },
          });
        tasks.set(
          uuid,
          request.map(() => ({ status: 'wait', error: OK })),
        );
        run(uuid, request);
        return send(res, 201, { number: tasks.size, uuid, isBlocked: false });
      }
      const m = /^\/api\/v2\/requests\/([^/]+)$/.exec(path);
      if (m && req.method === 'GET') {
        const results = tasks.get(decodeURIComponent(m[1]!));
        if (!results) return send(res, 404, { error: { code: 505, description: 'Задание не найдено' } });
        return send(res, 200, { results });
      }
      // What the old connection check asks for: the server's root answers.
      if (path === '' || path === '/api/v2/serverInfo') return send(res, 200, { serverVersion: 'simulator' });
      return send(res, 404, {
        error: { code: 505, description: `Нет такого метода: ${req.method} ${path}` },
      });
    })().catch((e: Error) => send(res, 500, { error: { code: 505, description: e.message } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sim.port = (server.address() as AddressInfo).port;
  sim.base = `http://127.0.0.1:${sim.port}/api/v2`;
  sim.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return sim;
}
