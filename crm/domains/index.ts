/** Every area the CRM serves. A new domain is its file plus one line here. */
import type { Registry } from '../registry';
import { audit } from './audit';
import { auth } from './auth';
import { cashbox } from './cashbox';
import { catalog } from './catalog';
import { delivery } from './delivery';
import { fiscal } from './fiscal';
import { health } from './health';
import { integration } from './integration-tokens';
import { kitchen } from './kitchen';
import { listDomains } from './lists';
import { loyalty } from './loyalty';
import { marketing } from './marketing';
import { notification } from './notification';
import { order } from './orders';
import { passwordReset } from './password-reset';
import { reference } from './reference';
import { settings } from './settings';
import { stats } from './stats';
import { user } from './user';
import { documentReference, warehouse } from './warehouse';
import { webhook } from './webhooks';

// The generic list calls of each area (schema/lists.ts), plus the area's own calls.
const lists = listDomains();

export const DOMAINS: Registry = {
  ...lists,
  audit,
  auth: { ...auth, ...passwordReset },
  cashbox,
  catalog: { ...lists.catalog, ...catalog },
  // The florist's delivery day (issue 21).
  delivery,
  // Fiscal documents and settings (issue 23).
  fiscal,
  health,
  // Integration tokens (issue 20 item 1).
  integration,
  // The fast-food kitchen: tickets, bumps, stations, preparation times (issue 22).
  kitchen,
  // Loyalty programmes and bonus accounts (issue 21 item 6).
  loyalty,
  marketing: { ...lists.marketing, ...marketing },
  notification,
  order,
  // The warehouse documents answer the legacy list names of spec section 7 (getAllConsignment, …).
  reference: { ...lists.reference, ...reference, ...documentReference },
  settings,
  stats,
  user: { ...lists.user, ...user },
  warehouse,
  // Webhooks (issue 20 item 4).
  webhook,
};
