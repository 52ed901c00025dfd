/** Invoices, calendar events, directory users and inbox: four record lists, one shape. */
import { BadInputError } from '../../errors';
import { createRecordStore, type RecordStore } from './crud';
import {
  DIRECTORY_USERS,
  INBOX,
  INVOICES,
  INVOICE_STATUSES,
  calendarEvents,
  type CalendarEvent,
  type DirectoryUser,
  type InboxMessage,
  type Invoice,
} from './data';

export interface RecordStores {
  invoices: RecordStore<Invoice>;
  events: RecordStore<CalendarEvent>;
  users: RecordStore<DirectoryUser>;
  inbox: RecordStore<InboxMessage>;
}

function checkInvoice(invoice: Invoice): void {
  if (!INVOICE_STATUSES.includes(invoice.status)) {
    throw new BadInputError(`Статус счёта: ${INVOICE_STATUSES.join(', ')}`);
  }
  if (invoice.item !== undefined && !Array.isArray(invoice.item))
    throw new BadInputError('item: ожидается список');
}

function checkEvent(event: CalendarEvent): void {
  if (typeof event.title !== 'string' || event.title.trim() === '')
    throw new BadInputError('Не заполнено поле title');
  // Strings only: Date.parse reads the number 0 as the text "0", the year 2000 (a fuzz case).
  const [start, end] = [event.start, event.end].map((v: unknown) =>
    typeof v === 'string' ? Date.parse(v) : Number.NaN,
  );
  if (Number.isNaN(start) || Number.isNaN(end)) throw new BadInputError('start и end: ожидается дата');
  if (end < start) throw new BadInputError('Конец события раньше начала');
}

export function createRecordStores(): RecordStores {
  return {
    invoices: createRecordStore(INVOICES, { prefix: 'inv', what: 'Счёт', check: checkInvoice }),
    events: createRecordStore(calendarEvents(), { prefix: 'ev', what: 'Событие', check: checkEvent }),
    users: createRecordStore(DIRECTORY_USERS, { prefix: 'u', what: 'Пользователь' }),
    inbox: createRecordStore(INBOX, { prefix: 'm', what: 'Письмо' }),
  };
}
