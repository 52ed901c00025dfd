/** Invoices, calendar events, directory users and inbox: four record lists, one shape. */
import { BadInputError } from '../../errors';
import { isDateTime } from '../../graphql/scalars';
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
  // RFC 3339 only: Date.parse reads 0, "-0" or "12" as a year (the API fuzz's cases).
  if (!isDateTime(event.start) || !isDateTime(event.end))
    throw new BadInputError('start и end: ожидается дата и время ISO 8601, например "2026-11-26T09:30:00Z"');
  if (Date.parse(event.end) < Date.parse(event.start)) throw new BadInputError('Конец события раньше начала');
}

export function createRecordStores(): RecordStores {
  return {
    invoices: createRecordStore(INVOICES, { prefix: 'inv', what: 'Счёт', check: checkInvoice }),
    events: createRecordStore(calendarEvents(), { prefix: 'ev', what: 'Событие', check: checkEvent }),
    users: createRecordStore(DIRECTORY_USERS, { prefix: 'u', what: 'Пользователь' }),
    inbox: createRecordStore(INBOX, { prefix: 'm', what: 'Письмо' }),
  };
}
