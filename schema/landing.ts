/**
 * Where a signed-in user lands (issue 26 item 6): the spec's home for those who may see it,
 * otherwise the first page of the side menu their rights open, so a manager without ANALITIKA
 * starts on their orders instead of «Доступ запрещен!». Shared by the web (sign-in, `/`) and the
 * gateway (`User.homePath`), so both name the same page.
 */
import { allows, findRoute, HOME_PATH, type Principal } from './access';

/** Waiting page of an account no route admits (a fresh sign-up). */
export const AWAITING_PATH = '/session/awaiting';

/**
 * The product routes in side-menu order (web/src/app/navigation.ts; a web test keeps the two
 * equal). Here rather than there because the gateway needs it and the menu carries icons.
 */
export const LANDING_ORDER: readonly string[] = [
  '/dashboard/alternative',
  '/dashboard/default',
  '/dashboard/statsOrder',
  '/dashboard/inventory-management',
  '/order/newOrder',
  '/order/newOrderFast',
  '/order/allOrder',
  '/delivery',
  '/courier',
  '/order/newTest',
  '/order/newOrderFastFood',
  '/order/allOrderFastFood',
  '/kitchen',
  '/kitchen/ready',
  '/klientList/klientList',
  '/klientList/recipietnList',
  '/klientList/KlientList',
  '/catalog',
  '/reference/typePayments',
  '/reference/changeList',
  '/reference/employeesList',
  '/reference/orderNotes',
  '/reference/statusNotes',
  '/reference/orderSource',
  '/reference/Certificate',
  '/reference/writeOff',
  '/reference/Marks',
  '/reference/Suppliers',
  '/reference/Units',
  '/reference/Street',
  '/reference/Markup',
  '/reference/PositionWorker',
  '/reference/Discount',
  '/reference/KlientDirectory',
  '/reference/Organization',
  '/reference/Promocode',
  '/warehouse/SelfWriting',
  '/warehouse/Writing',
  '/warehouse/Consignment',
  '/warehouse/Output',
  '/warehouse/Moving',
  '/warehouse/Stocktaking',
  '/warehouse/Stock',
  '/marketing/Disturbance',
  '/marketing/Promocode',
  '/marketing/PromocodeCreate',
  '/marketing/Gifts',
  '/money/cashbox',
  '/Settings/AffiliateList',
  '/Settings/UserList',
  '/Settings/Outlets',
  '/NewProduct',
  '/PrintSettingsPage',
  '/Settings/Backups',
  '/Settings/Integrations',
  '/Settings/Webhooks',
  '/Settings/Loyalty',
  '/Settings/Fiscal',
  '/AccessRightsSettings',
  '/AccessRightsSettings/audit',
];

/** The first page this user may open: the home, else the first menu page; the waiting page if none. */
export function landingPath(user: Principal): string {
  const home = findRoute(HOME_PATH);
  if (home && allows(user, home)) return HOME_PATH;
  for (const path of LANDING_ORDER) {
    const route = findRoute(path);
    if (route && allows(user, route)) return path;
  }
  return AWAITING_PATH;
}
