/**
 * The catalogue's own writes (composition, pictures, tree placement) keep to the actor's shop
 * type like the list writes do (gateway/domains/lists/shop-scope.ts; issue 16 item 3): a product
 * or category of another shop is refused before anything is sent to the CRM.
 */
import type { ListDef } from '../../../schema/lists';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Upstream } from '../../upstream/types';
import type { Principal } from '../auth/service';
import { shopWriteRefusal } from '../lists/shop-scope';
import { listService, notFoundMessage } from '../lists/service';

export async function requireOwnShop(upstream: Upstream, actor: Principal, list: ListDef, id: number) {
  const record = (await listService(upstream).getAll(list)).find((r) => Number(r.id) === id);
  if (!record) throw new NotFoundError(notFoundMessage(list));
  const refusal = shopWriteRefusal(list, actor, record, null);
  if (refusal) throw new ForbiddenError(refusal);
}
