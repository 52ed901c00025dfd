/**
 * /api/invoices, /api/calendar/events, /api/user (the demo directory, beside the staff routes
 * /api/user/getUserList…) and /api/inbox. Writes post the record itself ({id} is enough for
 * delete). Invoices answer add/update with the record, everything else with the whole list.
 */
import type { FastifyInstance } from 'fastify';
import { asBody } from '../input';
import { demoStores } from '../stores';
import type { RecordStore, Identified } from './crud';
import type { RecordStores } from './store';

function crud<T extends Identified>(
  app: FastifyInstance,
  base: string,
  store: () => RecordStore<T>,
  opts: { byId: boolean; writesReturnList: boolean },
) {
  app.get(`${base}/all`, async () => store().all());
  if (opts.byId) app.get(base, async (request) => store().get(asBody(request.query).id));
  const reply = (record: T) => (opts.writesReturnList ? store().all() : record);
  app.post(`${base}/add`, async (request) => reply(store().add(request.body)));
  app.post(`${base}/update`, async (request) => reply(store().update(request.body)));
  app.post(`${base}/delete`, async (request) => store().delete(request.body));
}

export default async function recordsLegacy(app: FastifyInstance): Promise<void> {
  const of =
    <K extends keyof RecordStores>(key: K) =>
    () =>
      demoStores(app.auth)[key];
  crud(app, '/invoices', of('invoices'), { byId: true, writesReturnList: false });
  crud(app, '/calendar/events', of('events'), { byId: false, writesReturnList: true });
  crud(app, '/user', of('users'), { byId: true, writesReturnList: true });
  crud(app, '/inbox', of('inbox'), { byId: true, writesReturnList: true });
}
