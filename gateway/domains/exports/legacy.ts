/**
 * CSV exports of personal data, made on the server (issue 16 item 4): the order list of a period,
 * the client directory and the recipients, every matching row (not only what a screen has loaded), with
 * phones and e-mails whole. They need KLIENTS (the guard's rule, gateway/plugins/legacy-access.ts)
 * and the data's own read rule too; each export is written to the audit log with who,
 * what and how many rows. The columns are the screens' own (schema/order-columns.ts,
 * schema/list-cells.ts), so a file reads like the table it came from.
 *
 * GET /api/export/orders?start=yyyy-MM-dd&stop=yyyy-MM-dd&search=…&shopType=flower_shop
 *     &dateBy=due&statusId=…&workerId=…&paymentTypeId=…&sourceId=… (the order list's filters, issue 26:
 *     each repeated or comma-separated for several ids, workerId=none for «Без исполнителя»,
 *     schema/order-filters.ts)
 * GET /api/export/list/KlientDirectory?search=…&deleted=1 (and Recipients)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ORDER_RULES } from '../../../schema/access';
import { listReadRule } from '../../../schema/data-access';
import { csvText } from '../../../schema/csv';
import { columnFields, listCsv, type RefResolver } from '../../../schema/list-cells';
import { matchesSearch } from '../../../schema/list-search';
import { findList, type ListDef } from '../../../schema/lists';
import { orderColumns, type ColumnOrder, type OrderNames } from '../../../schema/order-columns';
import { searchText } from '../../../schema/order-search';
import {
  CHOICE_PARAMS,
  choiceFilter,
  MAX_CHOICE,
  readChoice,
  type OrderChoice,
} from '../../../schema/order-filters';
import { MAX_PAGE } from '../../../schema/paging';
import { periodTooLong } from '../../../schema/periods';
import { BadInputError, NotFoundError } from '../../errors';
import type { Principal } from '../auth/service';
import { inOrder, toGraphQL } from '../lists/records';
import { listService, parseId } from '../lists/service';
import { inShopScope } from '../lists/shop-scope';
import { presetRange } from '../orders/dates';
import { scopedOrders } from '../orders/scope';
import {
  createOrderService,
  domainErrors,
  toClean,
  type OrderPageQuery,
  type OrderService,
  type PageKey,
  type RemoteOrder,
} from '../orders/service';

/** The order list's filters of the export's query (as the page's address holds them), as getOrderPage takes them. */
function exportFilters(q: Record<string, unknown>): Partial<OrderPageQuery> {
  const values = (v: unknown) => (Array.isArray(v) ? v.map(text) : [text(v)]);
  const choice = readChoice((param) => values(q[param]));
  const filter = choiceFilter(choice);
  const out: Partial<OrderPageQuery> = filter.withoutWorker ? { withoutWorker: true } : {};
  for (const [field, param] of Object.entries(CHOICE_PARAMS) as [keyof OrderChoice, string][]) {
    const given = filter[field];
    if (!given) continue;
    if (given.length > MAX_CHOICE)
      throw new BadInputError(`Фильтр: не больше ${MAX_CHOICE} значений (${param})`);
    out[field] = given.map((v) => {
      const id = parseId(v);
      if (id === null) throw new BadInputError(`Фильтр: неверный идентификатор (${param})`);
      return id;
    });
  }
  return out;
}

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
/** Rich text in a cell, as its words: tags become spaces. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function send(reply: FastifyReply, file: string, content: string, rows: number) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('x-export-rows', String(rows))
    .header('cache-control', 'no-store')
    .send(content);
}

/**
 * Every order a filter matches, in the order list's order, read a page of MAX_PAGE at a time: a
 * year of a busy shop (100,000 orders) is far past what one CRM reply may carry.
 */
async function everyPage(service: OrderService, query: OrderPageQuery): Promise<RemoteOrder[]> {
  const all: RemoteOrder[] = [];
  let key: PageKey | undefined;
  for (;;) {
    const page = await service.page({
      ...query,
      first: MAX_PAGE,
      ...(key ? { afterDate: key.date, afterDay: key.day } : {}),
    });
    all.push(...page.OrderList);
    key = page.keys.at(-1);
    if (!page.hasNextPage || !key) return all;
  }
}

export default async function exportsLegacy(app: FastifyInstance): Promise<void> {
  const lists = listService(app.upstream);

  /** Display names of a list's records by id (its display field). */
  async function names(list: ListDef): Promise<{ name(id: string | null | undefined): string }> {
    const byId = new Map(
      (await lists.getAll(list)).map((r) => [String(r.id), String(r[list.display] ?? '')]),
    );
    return { name: (id) => (id ? (byId.get(String(id)) ?? '') : '') };
  }

  /** The names the order columns show in place of ids, read side by side. */
  async function orderNames(): Promise<OrderNames> {
    const [statuses, streets, payments, workers] = await Promise.all(
      ['StatusOrder', 'Street', 'TypePayments', 'Employees'].map((name) => names(findList(name)!)),
    );
    return { statuses, streets, payments, workers };
  }

  const audit = (request: FastifyRequest, who: Principal, detail: Record<string, unknown>) =>
    app.audit.record(request, { event: 'export', actorId: who.id, actorEmail: who.email, detail });

  app.get('/export/orders', async (request, reply) => {
    const who = await app.auth.requireAccess(request, ORDER_RULES.read);
    const q = query(request);
    const start = text(q.start);
    const stop = text(q.stop);
    if (!start || !stop) throw new BadInputError('Укажите период: start и stop в формате ГГГГ-ММ-ДД');
    const range = presetRange('SPECIFY', { start, stop }, app.config.shopTimezone);
    // A file is a year at most, as the order list's own period (the CRM's getOrder) is.
    const tooLong = periodTooLong(range.start, range.stop);
    if (tooLong) throw new BadInputError(tooLong);
    const search = searchText(text(q.search));
    // The screen's shop (the flower list leaves the fast-food tickets to their board); staff are
    // held to their own by the scope anyway.
    const shop = text(q.shopType);
    if (shop && shop !== 'flower_shop' && shop !== 'fastfood')
      throw new BadInputError('Тип магазина: flower_shop или fastfood');
    // The list's day kind and filters (issue 26), so the file holds what the screen lists.
    if (q.dateBy !== undefined && q.dateBy !== 'due' && q.dateBy !== 'order')
      throw new BadInputError('По дате: order или due');
    const narrow = exportFilters(q);
    const service = scopedOrders(createOrderService(app.upstream), async () => who);
    const [orders, refs] = await Promise.all([
      // A CRM refusal is the caller's 400 with its reason, not a 502.
      domainErrors(() =>
        everyPage(service, {
          dateStart: range.start,
          dateStop: range.stop,
          dateBy: q.dateBy === 'due' ? 'due' : 'order',
          ...narrow,
          shopType: shop || null,
          search,
          orderBy: 'date',
          withTotals: false,
        }),
      ),
      orderNames(),
    ]);
    // The client of a CRM order is `klient`; the columns read `client`.
    const rows = orders.map((o) => ({ ...toClean(o), client: o.klient }) as ColumnOrder);
    const cols = orderColumns(refs);
    const content = csvText(
      cols.map((c) => c.title),
      rows.map((o) => cols.map((c) => c.text(o))),
    );
    await audit(request, who, {
      what: 'orders',
      start: range.start,
      stop: range.stop,
      search,
      shopType: shop || null,
      ...(q.dateBy === 'due' ? { dateBy: 'due' } : {}),
      ...narrow,
      rows: rows.length,
    });
    return send(reply, `orders-${range.start}-${range.stop}.csv`, content, rows.length);
  });

  app.get('/export/list/:name', async (request, reply) => {
    const list = findList((request.params as { name: string }).name);
    // The lists that grow (people, products, codes): a screen holds only some pages of them.
    if (!list || !list.search) throw new NotFoundError('Такой выгрузки нет');
    const who = await app.auth.requireAccess(request, listReadRule(list));
    const q = query(request);
    const search = searchText(text(q.search));
    const withDeleted = q.deleted === '1' || q.deleted === 'true';
    const fields = columnFields(list.fields);
    const refLists = [...new Set(fields.flatMap((f) => (f.type === 'ref' && f.ref ? [f.ref] : [])))];
    const [records, ...named] = await Promise.all([
      lists.getAll(list),
      ...refLists.map((name) => names(findList(name)!)),
    ]);
    const byList = new Map(refLists.map((name, i) => [name, named[i]]));
    const resolve: RefResolver = (field, id) => byList.get(field.ref ?? '')?.name(id) ?? '';
    // The screen's own search (schema/list-search.ts), so the file holds exactly what it lists.
    const rows = inOrder(list, records)
      .filter((r) => inShopScope(list, r, who) && matchesSearch(list, r, search))
      .map((r) => toGraphQL(list, r))
      .filter((r) => withDeleted || !r.deleted);
    await audit(request, who, { what: list.name, search, deleted: withDeleted, rows: rows.length });
    return send(reply, `${list.name}.csv`, listCsv(fields, rows, resolve, plain), rows.length);
  });
}
