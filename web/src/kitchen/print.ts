/**
 * Kitchen tickets on paper (issue 22 item 5, docs/kitchen.md «Печать»): per station that prints,
 * its lines of a newly paid order, through the receipt machinery (settings/print.tsx) at the
 * receipt settings' paper width. Printed by the kitchen display of a workstation with a printer
 * («Печатать тикеты», per workstation like the till's «Печатать сразу») as each order arrives,
 * which is the moment it is paid.
 */
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../app/format';
import { usePref, writePref } from '../app/layout/prefs';
import { useReceiptSettingsQuery } from '../graphql';
import { printReceipt } from '../settings/print';
import type { ReceiptRow } from '../settings/receipt';
import { byStation } from './age';
import type { Ticket } from './TicketCard';

export const KITCHEN_AUTO_KEY = 'kitchenAutoPrint';

export const useKitchenAutoPrint = () => usePref(KITCHEN_AUTO_KEY) === '1';
export const setKitchenAutoPrint = (on: boolean) => writePref(KITCHEN_AUTO_KEY, on ? '1' : '0');

/** One ticket per printing station, one after another on the roll; nothing when no station prints. */
export function kitchenTicketRows(ticket: Ticket): ReceiptRow[] {
  const rows: ReceiptRow[] = [];
  for (const group of byStation(ticket.lines.filter((l) => l.station?.print))) {
    if (rows.length) rows.push({ kind: 'rule' }, { kind: 'rule' });
    rows.push(
      { kind: 'title', text: group.name },
      { kind: 'pair', label: 'Заказ', value: `№ ${ticket.number}`, strong: true },
      { kind: 'pair', label: 'Оплачен', value: formatDateTime(ticket.paidAt) },
      { kind: 'rule' },
      ...group.lines.map((l): ReceiptRow => ({ kind: 'text', text: `${l.line.count} × ${l.line.name}` })),
    );
  }
  return rows;
}

/**
 * Prints the tickets of orders that arrive while the display is open and printing is on. The
 * tickets on screen when it opens are not printed again (they were paid before), nor is a recalled
 * one.
 */
export function useKitchenPrinting(tickets: readonly Ticket[] | undefined) {
  const on = useKitchenAutoPrint();
  const settings = useReceiptSettingsQuery({ variables: { shopType: 'fastfood' }, skip: !on });
  const paperWidth = settings.data?.receiptSettings?.paperWidth;
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!tickets) return;
    if (seen.current === null) {
      seen.current = new Set(tickets.map((t) => t.orderId));
      return;
    }
    const fresh = tickets.filter((t) => !seen.current!.has(t.orderId));
    for (const t of fresh) seen.current.add(t.orderId);
    if (!on || !paperWidth) return;
    const rows = fresh.flatMap((t, i): ReceiptRow[] => {
      const own = kitchenTicketRows(t);
      return i > 0 && own.length ? [{ kind: 'rule' }, { kind: 'rule' }, ...own] : own;
    });
    if (rows.length) printReceipt(rows, paperWidth);
  }, [tickets, on, paperWidth]);
  return on;
}
