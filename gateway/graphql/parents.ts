/**
 * What the resolvers of a GraphQL object type receive as `parent` and return for it, where that is
 * not the schema type itself (codegen.yml `mappers`): the services hand on their own records and
 * the object's field resolvers finish them. Declared once here, so resolvers need no casts.
 */
import type { RemoteRecord } from '../domains/lists/service';
import type { CleanOrder } from '../domains/orders/service';

/** An order as the service cleans it (ids of its object fields), with the CRM's embedded client. */
export type OrderParent = CleanOrder & { klient?: RemoteRecord | null };
