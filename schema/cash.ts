/**
 * The cash rule (docs/cashbox.md "Payments", issue 26 item 3), shared so the web can recognise the
 * refusal and offer «Открыть смену» right where the money is taken.
 */

/** A cash payment with no open shift of the order's shop type and branch. */
export const NO_SHIFT = 'Откройте кассовую смену: наличные принимаются только в открытой смене';

/**
 * Orders are booked at branch 1 (spec section 9: the gateway always sends Affiliate id 1), so the
 * till that takes their cash is that branch's.
 */
export const ORDER_BRANCH_ID = '1';
