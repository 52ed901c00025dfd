/**
 * `clientSearch`: the order form's client lookup (issue 16 item 1). The whole directory is the
 * KLIENTS screen's; a cashier taking an order finds a regular client by the whole phone only.
 * Searched over the CRM's list (served from the gateway's list cache); the paged, indexed search
 * of issue 17 replaces the scan when it lands.
 */
import { findList } from '../../../schema/lists';
import { phoneDigits } from '../../../schema/order-search';
import { seesPersonalData } from '../../../schema/personal-data';
import { BadInputError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { toGraphQL } from './records';
import { flag, listService, type RemoteRecord } from './service';

const CLIENTS = findList('KlientDirectory')!;
const MAX_RESULTS = 20;
const digits = (s: unknown) => String(s ?? '').replace(/\D/g, '');
const nameOf = (r: RemoteRecord) =>
  [r.lastName, r.firstName, r.patronymic].filter(Boolean).join(' ').toLocaleLowerCase('ru');

export async function clientSearch(
  _p: unknown,
  args: { query: string; first?: number | null },
  ctx: GraphQLContext,
) {
  const user = await ctx.requireAccess();
  const first = args.first ?? 10;
  if (first < 1 || first > MAX_RESULTS) throw new BadInputError(`Укажите от 1 до ${MAX_RESULTS} результатов`);
  const text = args.query.trim();
  const typed = digits(text);
  const directory = seesPersonalData(user);
  let match: (r: RemoteRecord) => boolean;
  if (typed.length >= 10) match = (r) => phoneDigits(String(r.phone ?? '')) === phoneDigits(typed);
  else if (!directory) return [];
  else if (typed.length >= 4) match = (r) => digits(r.phone).includes(typed);
  else if (text.length >= 2) match = (r) => nameOf(r).includes(text.toLocaleLowerCase('ru'));
  else return [];
  const found: RemoteRecord[] = [];
  for (const r of await listService(ctx.upstream).getAll(CLIENTS)) {
    if (flag(r.deleted) || !flag(r.active ?? true) || !match(r)) continue;
    found.push(r);
    if (found.length === first) break;
  }
  return found.map((r) => toGraphQL(CLIENTS, r));
}
