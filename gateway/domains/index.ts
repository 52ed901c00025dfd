/**
 * The list of domains the app serves. A new domain adds one entry: its resolver map (GraphQL)
 * and its legacy route plugin (/api, paths relative to /api). Order does not matter.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Resolvers } from '../__generated__/resolvers';
import { auditResolvers } from './audit/resolvers';
import backupsLegacy from './backups/legacy';
import { backupResolvers } from './backups/resolvers';
import authLegacy from './auth/legacy';
import { authResolvers } from './auth/resolvers';
import { cashboxResolvers } from './cashbox/resolvers';
import { deliveryResolvers } from './delivery/resolvers';
import exportsLegacy from './exports/legacy';
import catalogLegacy from './catalog/legacy';
import { catalogResolvers } from './catalog/resolvers';
import { healthResolvers } from './health/resolvers';
import { integrationResolvers } from './integrations/resolvers';
import { kitchenResolvers } from './kitchen/resolvers';
import listsLegacy from './lists/legacy';
import { listResolvers } from './lists/resolvers';
import { loyaltyResolvers } from './loyalty/resolvers';
import { fiscalResolvers } from './fiscal/resolvers';
import { marketingResolvers } from './marketing/resolvers';
import notificationsLegacy from './notifications/legacy';
import { notificationResolvers } from './notifications/resolvers';
import ordersLegacy from './orders/legacy';
import { orderResolvers } from './orders/resolvers';
import { settingsResolvers } from './settings/resolvers';
import { statsResolvers } from './stats/resolvers';
import warehouseLegacy from './warehouse/legacy';
import { warehouseResolvers } from './warehouse/resolvers';
import { webhookResolvers } from './webhooks/resolvers';
import { DEMO_DOMAINS } from '../demo';

export interface DomainModule {
  name: string;
  resolvers?: Resolvers;
  legacy?: FastifyPluginAsync;
}

export const DOMAINS: readonly DomainModule[] = [
  { name: 'health', resolvers: healthResolvers },
  { name: 'auth', resolvers: authResolvers, legacy: authLegacy },
  // Security events for the SA (issue 16 item 5); recorded by the auth and lists domains.
  { name: 'audit', resolvers: auditResolvers },
  // Online backups of the embedded database: list, take now, download (issue 19).
  { name: 'backups', resolvers: backupResolvers, legacy: backupsLegacy },
  // Integration tokens for programs, with their own page keys (issue 20 item 1).
  { name: 'integrations', resolvers: integrationResolvers },
  { name: 'lists', resolvers: listResolvers, legacy: listsLegacy },
  { name: 'orders', resolvers: orderResolvers, legacy: ordersLegacy },
  // CSV exports of orders and clients, made on the server and audited (issue 16 item 4).
  { name: 'exports', legacy: exportsLegacy },
  { name: 'notifications', resolvers: notificationResolvers, legacy: notificationsLegacy },
  { name: 'catalog', resolvers: catalogResolvers, legacy: catalogLegacy },
  { name: 'settings', resolvers: settingsResolvers },
  { name: 'stats', resolvers: statsResolvers },
  { name: 'warehouse', resolvers: warehouseResolvers, legacy: warehouseLegacy },
  // Shifts and cash moves; order payments (Order.paidSum, payOrder) are the orders domain's.
  { name: 'cashbox', resolvers: cashboxResolvers },
  // Reminders and mailings to clients (/marketing/Disturbance).
  { name: 'marketing', resolvers: marketingResolvers },
  // The florist's delivery day: board, couriers, route sheets, the courier's view (issue 21).
  { name: 'delivery', resolvers: deliveryResolvers },
  // The fast-food kitchen: display, bumps, ready screen, stations, preparation time (issue 22).
  { name: 'kitchen', resolvers: kitchenResolvers },
  // The bonus programme and clients' bonus accounts (issue 21 item 6); spending is the orders'.
  { name: 'loyalty', resolvers: loyaltyResolvers },
  // Fiscal receipts through the cash register (issue 23).
  { name: 'fiscal', resolvers: fiscalResolvers },
  // Signed webhooks with retries and a delivery log (issue 20 item 4).
  { name: 'webhooks', resolvers: webhookResolvers },
  ...DEMO_DOMAINS,
];
