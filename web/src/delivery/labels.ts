/** Words of the delivery day on screen (schema/delivery.ts holds the rules and the titles). */
import { STATUS_TITLES, type DeliveryStatus as RuleStatus } from '../../../schema/delivery';
import type { DeliveryStatus } from '../graphql';

export const statusTitle = (s: DeliveryStatus) => STATUS_TITLES[s.toLowerCase() as RuleStatus];

export const STATUS_INTENT: Record<DeliveryStatus, 'none' | 'primary' | 'warning' | 'success' | 'danger'> = {
  TO_MAKE: 'none',
  MADE: 'primary',
  OUT: 'warning',
  DELIVERED: 'success',
  FAILED: 'danger',
};

/** The step the florist takes next from the board, if any («Собран», «Передать курьеру»). */
export const NEXT_STEP: Partial<Record<DeliveryStatus, { status: DeliveryStatus; text: string }>> = {
  TO_MAKE: { status: 'MADE', text: 'Собран' },
  MADE: { status: 'OUT', text: 'Передать курьеру' },
};

export const windowLabel = (d: {
  window?: { from: string; to: string } | null;
  time: string;
  pickup: boolean;
}) => (d.pickup ? 'Самовывоз' : d.window ? `${d.window.from}–${d.window.to}` : d.time || 'Без окна');

/** tel: link of a phone as typed («+7 (900) 111-22-33» → tel:+79001112233). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
