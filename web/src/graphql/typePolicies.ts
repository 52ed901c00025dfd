import type { TypePolicies } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { LISTS } from '../../../schema/lists';

/** A field whose answer is the whole list: it replaces what the cache holds (no merge warning). */
const whole = { merge: false } as const;

/**
 * A growing list's pages (issue 17) are one cached list per filter and order: a page fetched with
 * `after` is appended to the pages before it, a first page starts the list afresh.
 */
const pagedLists = Object.fromEntries(
  LISTS.filter((l) => l.search).map((l) => [
    `${l.plural}Connection`,
    relayStylePagination(['filter', 'orderBy']),
  ]),
);

/**
 * Every cache policy of the app, in one table the one client is built with (client.ts). Most say
 * "this field answers a whole list" (an answer replaces the cached one, so Apollo neither merges
 * nor warns about the entries that left); ReceiptSettings is one per shop type, so it is
 * normalised by that and a save updates every reader.
 */
export const TYPE_POLICIES: TypePolicies = {
  Query: {
    fields: {
      ...pagedLists,
      ordersConnection: relayStylePagination(['filter', 'orderBy']),
      marketingClientsConnection: relayStylePagination(['filter']),
      marketingOutboxConnection: relayStylePagination(['filter']),
      marketingAudienceConnection: relayStylePagination(['campaignId', 'segment']),
      stockDocumentsConnection: relayStylePagination(['filter']),
      stockMovementsConnection: relayStylePagination(['filter']),
      stockBalancesConnection: relayStylePagination(['filter', 'orderBy']),
      cashShiftsConnection: relayStylePagination(['filter']),
      // Issue 21: the notices' log and a client's bonus history, paged as they scroll.
      deliveryNoticesConnection: relayStylePagination(['orderId']),
      bonusHistory: relayStylePagination(['clientId', 'shopType']),
      notifications: whole,
      marketingCampaigns: whole,
      marketingAudience: whole,
      marketingOutbox: whole,
      marketingClients: whole,
      // Demo areas.
      cart: whole,
      todos: whole,
      invoices: whole,
      calendarEvents: whole,
      inboxMessages: whole,
    },
  },
  MarketingClientDetails: { fields: { occasions: whole, suggestions: whole } },
  ReceiptSettings: { keyFields: ['shopType'] },
  // One overview per shop type, read by two dashboards with different selections (the admin's
  // with today's statuses, the superadmin's without): an answer adds to the cached one rather
  // than replacing it, or each dashboard's write dropped the other's fields.
  OrderOverview: { merge: true },
  Board: { fields: { columns: whole, members: whole } },
  BoardColumn: { fields: { cardList: whole } },
  Todo: { fields: { tagIds: whole } },
};
