/**
 * `clientCard` (issue 26 item 6): the client directory's and the order form's card of one client,
 * over the CRM's order/getClientCard (its totals are counted in SQL with the order list's
 * definitions). The client's orders are `ordersConnection(filter: { clientId })`.
 *
 * Personal data (schema/personal-data.ts): a reader without KLIENTS (a cashier opening the card
 * beside the client they picked) sees the phone and e-mail masked and no birthday, and finds only
 * a client with an order of their shop type: the orders they may already read name those clients,
 * so the card cannot be used to read the directory id by id.
 */
import { READ_RULES } from '../../../schema/data-access';
import { shopScope } from '../../../schema/access';
import { findList } from '../../../schema/lists';
import { maskPerson, seesPersonalData } from '../../../schema/personal-data';
import { NotFoundError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { toGraphQL } from '../lists/records';
import { parseId, type RemoteRecord } from '../lists/service';
import { domainErrors } from './service';

const CLIENTS = findList('KlientDirectory')!;
const NOT_FOUND = 'Клиент не найден';

interface RemoteCard {
  client: RemoteRecord & {
    doNotDisturb?: boolean;
    doNotDisturbAt?: string | null;
    createdAt?: string;
    deliveryNotices?: boolean;
  };
  orderCount: number;
  liveCount: number;
  liveSum: number;
  firstOrderDate: string | null;
  lastOrderDate: string | null;
}

export async function clientCard(_p: unknown, args: { id: string }, ctx: GraphQLContext) {
  const user = await ctx.requireAccess(READ_RULES.orderClients);
  const id = parseId(args.id);
  if (id === null) throw new NotFoundError(NOT_FOUND);
  const card = await domainErrors(() =>
    ctx.upstream.call<RemoteCard>('order', 'getClientCard', { clientId: id, shopType: shopScope(user) }),
  );
  const whole = seesPersonalData(user);
  if (!whole && card.orderCount === 0) throw new NotFoundError(NOT_FOUND);
  const record = whole ? card.client : { ...maskPerson(card.client), birthday: null };
  return {
    client: toGraphQL(CLIENTS, record),
    doNotDisturb: card.client.doNotDisturb === true,
    doNotDisturbAt: card.client.doNotDisturbAt ?? null,
    // A remote CRM without delivery notices has no opt-out: the client receives them.
    deliveryNotices: card.client.deliveryNotices !== false,
    createdAt: String(card.client.createdAt ?? ''),
    orderCount: Number(card.orderCount),
    liveOrderCount: Number(card.liveCount),
    liveSum: Number(card.liveSum),
    firstOrderDate: card.firstOrderDate ?? null,
    lastOrderDate: card.lastOrderDate ?? null,
  };
}
