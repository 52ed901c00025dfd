/**
 * What the resolvers of a GraphQL object type receive as `parent` and return for it, where that is
 * not the schema type itself (codegen.yml `mappers`): the services hand on their own records and
 * the object's field resolvers finish them. Declared once here, so resolvers need no casts.
 */
import type { Category, ComboSlot, Product } from '../__generated__/resolvers';
import type { RemoteRecord } from '../domains/lists/service';
import type { CleanOrder } from '../domains/orders/service';

/** An order as the service cleans it (ids of its object fields), with the CRM's embedded client. */
export type OrderParent = CleanOrder & { klient?: RemoteRecord | null };

/**
 * A catalogue record as the lists domain builds it (lists/records.ts `toGraphQL`): the scalar fields
 * of its list, ids of its references; the object fields and picture paths are resolved (catalog/).
 */
export type ProductParent = Omit<
  Product,
  'category' | 'composition' | 'modifierGroups' | 'comboSlots' | 'imageUrl' | 'thumbnailUrl'
>;
/** A category as the lists domain builds it; its parent and picture paths are resolved. */
export type CategoryParent = Omit<Category, 'parent' | 'imageUrl' | 'thumbnailUrl'>;
/** A combo slot as the menu service keeps it: product ids; the products are resolved. */
export type ComboSlotParent = Omit<ComboSlot, 'products'>;
