/**
 * The embedded CRM in a process of its own for the gateway scenarios (bench/topology.ts forks it),
 * so the CRM and the gateway each have a core, as in a deployment. It is startCrm's parts
 * (in-memory PGlite, migrations, seed, the CRM app) plus what a bench needs and `npm run crm` must
 * not have: a count of the calls it answers, per `area/method` (the "remote calls" of the rows are
 * counted here, at the CRM, so nothing the gateway does can hide one), and a way to load bench data
 * inside this process (the database lives here).
 *
 * IPC: the parent sends {id, op: 'calls' | 'reset' | 'seed', module?, args?}; the child answers
 * {id, result} or {id, error}, and {ready: url} once it listens.
 */
import { pathToFileURL } from 'node:url';
import { buildCrmApp } from '../crm/app';
import { connect, MEMORY } from '../crm/db/connect';
import { migrate } from '../crm/db/migrate';
import { seedIfEmpty } from '../crm/db/seed';
import type { Db } from '../crm/db/connect';

export interface CrmChildRequest {
  id: number;
  op: 'calls' | 'reset' | 'seed';
  /** seed: a module path whose `seed(db, args)` runs here. */
  module?: string;
  args?: unknown;
}

const apiKey = process.env.CRM_API_KEY;
if (!apiKey || !process.send) throw new Error('bench/crm-child.ts is forked by bench/topology.ts');

const db = await connect({ dataDir: MEMORY });
await migrate(db);
await seedIfEmpty(db);
const app = buildCrmApp({ db, apiKey, logger: false });
const calls = new Map<string, number>();
app.addHook('onRequest', (request, _reply, done) => {
  const q = request.url.indexOf('?');
  const path = (q < 0 ? request.url : request.url.slice(0, q)).slice(1);
  calls.set(path, (calls.get(path) ?? 0) + 1);
  done();
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });

async function run(req: CrmChildRequest): Promise<unknown> {
  switch (req.op) {
    case 'calls':
      return Object.fromEntries(calls);
    case 'reset':
      calls.clear();
      return null;
    case 'seed': {
      const mod = (await import(pathToFileURL(req.module!).href)) as {
        seed(db: Db, args: unknown): Promise<unknown>;
      };
      return mod.seed(db, req.args);
    }
  }
}

process.on('message', (req: CrmChildRequest) => {
  run(req).then(
    (result) => process.send!({ id: req.id, result }),
    (err: Error) => process.send!({ id: req.id, error: err.stack ?? err.message }),
  );
});
process.on('disconnect', () => {
  void app.close().finally(() => db.close().finally(() => process.exit(0)));
});
process.send({ ready: url });
