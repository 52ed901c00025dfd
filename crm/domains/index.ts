/** Every area the CRM serves. A new domain is its file plus one line here. */
import type { Registry } from '../registry';
import { auth } from './auth';
import { catalog } from './catalog';
import { health } from './health';
import { listDomains } from './lists';
import { order } from './orders';
import { reference } from './reference';
import { user } from './user';

// The generic list calls of each area (schema/lists.ts), plus the area's own calls.
const lists = listDomains();

export const DOMAINS: Registry = {
  ...lists,
  auth,
  catalog: { ...lists.catalog, ...catalog },
  health,
  order,
  reference: { ...lists.reference, ...reference },
  user: { ...lists.user, ...user },
};
