import type { ComponentType } from 'react';
import { LIST_ROUTES } from '../lists/routes';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * Real screens by route pattern (the `path` of schema/access.ts ROUTES). A domain that brings a
 * screen adds one line here, e.g.
 *   '/order/allOrder': () => import('../orders/AllOrdersPage'),
 * Routes missing from this table render PlaceholderPage. Every entry is a dynamic import, so a
 * screen's code loads only when someone opens it.
 */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  // Every list route shares the one list editor; lists/routes.ts says which list each edits.
  ...Object.fromEntries(Object.keys(LIST_ROUTES).map((path) => [path, () => import('../lists/ListPage')])),
  '/AccessRightsSettings': () => import('../access-rights/AccessRightsPage'),
  '/AccessRightsSettings/audit': () => import('../audit/AuditLogPage'),
  '/AccessRightsSettingsWithId/:id': () => import('../access-rights/AccessRightsEditPage'),
  // Orders (issue 4): web/src/orders.
  '/order/allOrder': () => import('../orders/AllOrdersPage'),
  '/order/newOrder': () => import('../orders/OrderFormPage'),
  '/order/editOrder': () => import('../orders/OrderFormPage'),
  '/order/newOrderFast': () => import('../orders/FastOrderPage'),
  '/order/newOrderFastFood': () => import('../orders/pos/PosPage'),
  '/order/newTest': () => import('../orders/pos/PosPage'),
  '/order/editOrderFastFood/:id': () => import('../orders/pos/PosPage'),
  '/order/allOrderFastFood': () => import('../orders/pos/BoardPage'),
  // The delivery day (issue 21): web/src/delivery.
  '/delivery': () => import('../delivery/DeliveryBoardPage'),
  '/delivery/route/:courierId': () => import('../delivery/RouteSheetPage'),
  '/courier': () => import('../delivery/CourierPage'),
  '/courier/:orderId': () => import('../delivery/CourierPage'),
  // The fast-food kitchen (issue 22): web/src/kitchen.
  '/kitchen': () => import('../kitchen/KitchenPage'),
  '/kitchen/ready': () => import('../kitchen/ReadyPage'),
  // Catalogue (issue 5): web/src/catalog.
  '/catalog': () => import('../catalog/CatalogPage'),
  '/category/:id': () => import('../catalog/CategoryPage'),
  '/NewProduct': () => import('../catalog/ProductFormPage'),
  '/NewProductCategory/:id': () => import('../catalog/ProductFormPage'),
  '/NewProductArt/:id': () => import('../catalog/ProductFormPage'),
  '/EditProduct/:id': () => import('../catalog/ProductFormPage'),
  // Receipt printing (issue 7): web/src/settings.
  '/PrintSettingsPage': () => import('../settings/PrintSettingsPage'),
  // Online backups (issue 19): web/src/settings.
  '/Settings/Backups': () => import('../settings/BackupsPage'),
  // Integration tokens (issue 20): web/src/settings/integrations.
  '/Settings/Integrations': () => import('../settings/integrations/IntegrationsPage'),
  // Webhooks (issue 20 item 4): web/src/settings/webhooks.
  '/Settings/Webhooks': () => import('../settings/webhooks/WebhooksPage'),
  // The bonus programme (issue 21 item 6): web/src/loyalty.
  '/Settings/Loyalty': () => import('../loyalty/LoyaltySettingsPage'),
  // The fiscal register of the admin's shop type (issue 23): web/src/fiscal.
  '/Settings/Fiscal': () => import('../fiscal/FiscalSettingsPage'),
  // Dashboards (issue 7): web/src/dashboard.
  '/dashboard/statsOrder': () => import('../dashboard/StatsOrderPage'),
  '/dashboard/default': () => import('../dashboard/DefaultDashboardPage'),
  '/dashboard/alternative': () => import('../dashboard/AlternativeDashboardPage'),
  '/dashboard/inventory-management': () => import('../dashboard/SiteOrdersPage'),
  // Warehouse and cashbox (issue 6): web/src/warehouse, web/src/cashbox.
  '/warehouse/Consignment': () => import('../warehouse/DocumentsPage'),
  '/warehouse/Writing': () => import('../warehouse/DocumentsPage'),
  '/warehouse/SelfWriting': () => import('../warehouse/DocumentsPage'),
  '/warehouse/Output': () => import('../warehouse/DocumentsPage'),
  '/warehouse/Moving': () => import('../warehouse/DocumentsPage'),
  '/warehouse/Stocktaking': () => import('../warehouse/DocumentsPage'),
  '/warehouse/Stock': () => import('../warehouse/StockPage'),
  '/money/cashbox': () => import('../cashbox/CashboxPage'),
  // Reminders and mailings (issue 11): web/src/marketing.
  '/marketing/Disturbance': () => import('../marketing/DisturbancePage'),
};

export const loadPlaceholder: ScreenLoader = () => import('./PlaceholderPage');
