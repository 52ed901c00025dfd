/**
 * Catalogue records as the parents of their GraphQL types (gateway/graphql/parents.ts): the lists
 * domain's object of the record; the Product and Category resolvers finish it.
 */
import type { CategoryParent, ProductParent } from '../../graphql/parents';
import { toGraphQL } from '../lists/records';
import type { RemoteRecord } from '../lists/service';
import { CATEGORY, PRODUCT } from './service';

// toGraphQL writes every field of the list and scripts/gen-lists.ts writes the type from the same
// list, so narrowing its generic record to the type is sound; TypeScript cannot see that.
export const asProduct = (r: RemoteRecord) => toGraphQL(PRODUCT, r) as ProductParent;
export const asCategory = (r: RemoteRecord) => toGraphQL(CATEGORY, r) as CategoryParent;
