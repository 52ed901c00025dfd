/**
 * Stock of one shop type is read and written by users of that shop type only; the SA sees both
 * (issue 16 item 3, `shopScope` of schema/access.ts). Stock belongs to a shop through its
 * products: a document is a shop's when every line's product is, a balance or a ledger entry when
 * its product is. One wrapper over the warehouse service, used by GraphQL and /api alike: reads
 * keep the user's shop, another shop's document reads as absent, and a write that touches another
 * shop's document or product is refused before the CRM is asked, so nothing changes.
 */
import { shopScope, type ShopType } from '../../../schema/access';
import { findList } from '../../../schema/lists';
import { ForbiddenError } from '../../errors';
import type { Upstream } from '../../upstream/types';
import type { Principal } from '../auth/service';
import { listService } from '../lists/service';
import type { DocumentPayload } from './input';
import type { DocumentRecord, DocumentWrite, WarehouseService } from './service';

const PRODUCTS = findList('ProductList')!;
const OTHER_SHOP = 'Товар другого магазина: складские документы ведёт сотрудник этого магазина';

type Row = Record<string, unknown>;

const linesOf = (record: Row): Row[] =>
  Array.isArray(record.lines) ? (record.lines as Row[]).filter((l) => l && typeof l === 'object') : [];

export function scopedWarehouse(
  service: WarehouseService,
  upstream: Upstream,
  who: () => Promise<Principal | null>,
): WarehouseService {
  let scope: Promise<ShopType | null> | undefined;
  const scopeOf = () => (scope ??= who().then((p) => (p ? shopScope(p) : null)));
  let shops: Promise<Map<string, unknown>> | undefined;
  /** Product id → its shop type, read once per wrapper (the lists' cache answers it). */
  const shopsOf = () =>
    (shops ??= listService(upstream)
      .getAll(PRODUCTS)
      .then((records) => new Map(records.map((r) => [String(r.id), r.shopType]))));

  /** A filter keeping the rows of the user's shop; null when the user sees every shop. */
  async function mineFilter(): Promise<((productIds: unknown[]) => boolean) | null> {
    const mine = await scopeOf();
    if (!mine) return null;
    const byProduct = await shopsOf();
    return (ids) => ids.every((id) => byProduct.get(String(id)) === mine);
  }

  const documentIsMine = (mine: (ids: unknown[]) => boolean, d: Row) =>
    mine(linesOf(d).map((l) => l.productId));

  async function keepMine<T extends Row>(rows: T[], productIds: (row: T) => unknown[]): Promise<T[]> {
    const mine = await mineFilter();
    return mine ? rows.filter((r) => mine(productIds(r))) : rows;
  }
  const keepDocuments = (rows: DocumentRecord[]) => keepMine(rows, (d) => linesOf(d).map((l) => l.productId));
  const keepWrite = async (write: DocumentWrite): Promise<DocumentWrite> => ({
    record: write.record,
    list: await keepDocuments(write.list),
  });

  /** The document exists in the user's shop (an unknown id is left to the CRM's NOT_FOUND). */
  async function writable(id: number): Promise<void> {
    const mine = await mineFilter();
    if (!mine) return;
    const document = await service.document(id);
    if (document && !documentIsMine(mine, document)) throw new ForbiddenError(OTHER_SHOP);
  }

  /** Every product of the payload is the user's shop's. */
  async function payloadMine(payload: DocumentPayload): Promise<void> {
    const mine = await mineFilter();
    if (!mine) return;
    const lines = Array.isArray(payload.lines) ? (payload.lines as Row[]) : [];
    // Lines the CRM will refuse anyway (no product, a malformed one) are its to explain.
    const ids = lines.map((l) => l?.productId).filter((id) => id != null && id !== '');
    const byProduct = await shopsOf();
    if (!mine(ids.filter((id) => byProduct.has(String(id))))) throw new ForbiddenError(OTHER_SHOP);
  }

  return {
    ...service,
    all: async (kind) => keepDocuments(await service.all(kind)),
    documents: async (filter) => keepDocuments(await service.documents(filter)),
    async document(id) {
      const document = await service.document(id);
      if (!document) return null;
      const mine = await mineFilter();
      return !mine || documentIsMine(mine, document) ? document : null;
    },
    balances: async (filter) => keepMine(await service.balances(filter), (b) => [b.productId]),
    movements: async (filter) => keepMine(await service.movements(filter), (m) => [m.productId]),
    // The CRM keeps the shop's rows itself (`shopType`), by the same rule as keepMine.
    documentPage: async (query) => service.documentPage({ ...query, shopType: await scopeOf() }),
    movementPage: async (query) => service.movementPage({ ...query, shopType: await scopeOf() }),
    balancePage: async (query) => service.balancePage({ ...query, shopType: await scopeOf() }),
    async create(kind, payload, userId) {
      await payloadMine(payload);
      return keepWrite(await service.create(kind, payload, userId));
    },
    async update(kind, id, payload, userId) {
      await writable(id);
      await payloadMine(payload);
      return keepWrite(await service.update(kind, id, payload, userId));
    },
    async setFlag(kind, which, id, val, userId) {
      await writable(id);
      return keepWrite(await service.setFlag(kind, which, id, val, userId));
    },
    async post(id, userId) {
      await writable(id);
      return service.post(id, userId);
    },
    async unpost(id, userId) {
      await writable(id);
      return service.unpost(id, userId);
    },
  };
}
