/** Canned invoices, calendar events, directory users and inbox messages (template samples). */
import { addDays, setHours, startOfDay } from 'date-fns';

export type InvoiceStatus = 'pending' | 'processing' | 'delivered';
export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'processing', 'delivered'];

export interface Invoice {
  id: string;
  orderNo: string;
  status: InvoiceStatus;
  date: string;
  currency: string;
  vat: number;
  buyer: { name: string; address: string };
  seller: { name: string; address: string };
  item: { name: string; unit: number; price: number }[];
}

const seller = {
  name: 'UI Lib',
  address: 'sales@ui-lib.com, 8254 S. Garfield Street. Villa Rica, GA 30180.',
};

export const INVOICES: readonly Invoice[] = [
  {
    id: 'inv-1',
    orderNo: '232',
    status: 'delivered',
    date: '2019-01-10T10:00:00.000Z',
    currency: '$',
    vat: 10,
    buyer: {
      name: 'Schoen, Conn and Mills',
      address: 'rodriguez.trent@senger.com, 61 Johnson St. Shirley, NY 11967.',
    },
    seller,
    item: [
      { name: 'iPhone X', unit: 2, price: 999 },
      { name: 'Phone Case', unit: 3, price: 29 },
    ],
  },
  {
    id: 'inv-2',
    orderNo: '233',
    status: 'processing',
    date: '2019-02-14T10:00:00.000Z',
    currency: '$',
    vat: 10,
    buyer: {
      name: 'New Age Inc.',
      address: 'this is a test address, 7414 Hawthorne St. Lake Jackson, TX 77566.',
    },
    seller,
    item: [{ name: 'Wireless Headphone', unit: 1, price: 129 }],
  },
  {
    id: 'inv-3',
    orderNo: '234',
    status: 'pending',
    date: '2019-03-02T10:00:00.000Z',
    currency: '€',
    vat: 20,
    buyer: { name: 'Wehner Group', address: 'wehner@group.com, 12 Elm St. Springfield, IL 62701.' },
    seller,
    item: [
      { name: 'Leather Jacket', unit: 1, price: 149 },
      { name: 'Denim Cap', unit: 4, price: 19 },
    ],
  },
];

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  location: string;
  note: string;
}

/** Events around the day the store is made, so the calendar opens on something to see. */
export function calendarEvents(now = new Date()): CalendarEvent[] {
  const at = (days: number, hour: number) => setHours(addDays(startOfDay(now), days), hour).toISOString();
  return [
    {
      id: 'ev-1',
      title: 'Team meeting',
      start: at(0, 10),
      end: at(0, 11),
      location: 'Office',
      note: 'Weekly sync',
    },
    {
      id: 'ev-2',
      title: 'Supplier call',
      start: at(1, 14),
      end: at(1, 15),
      location: 'Phone',
      note: 'Prices',
    },
    { id: 'ev-3', title: 'Inventory', start: at(3, 9), end: at(3, 17), location: 'Warehouse', note: '' },
    {
      id: 'ev-4',
      title: 'Birthday party',
      start: at(-2, 18),
      end: at(-2, 22),
      location: 'Cafe',
      note: 'Gift!',
    },
    { id: 'ev-5', title: 'Design review', start: at(8, 12), end: at(8, 13), location: 'Room 2', note: '' },
    { id: 'ev-6', title: 'Quarter report', start: at(-9, 9), end: at(-9, 12), location: 'Office', note: '' },
  ];
}

export interface DirectoryUser {
  id: string;
  index: number;
  guid: string;
  isActive: boolean;
  balance: string;
  age: number;
  name: string;
  gender: string;
  company: string;
  email: string;
  phone: string;
  address: string;
  bd: string;
  imgUrl: string;
}

const people: [string, string, number, string, boolean][] = [
  ['Kester Alvarez', 'male', 31, 'EXOSPEED', true],
  ['Lena Baxter', 'female', 27, 'QUILITY', true],
  ['Gloria Hughes', 'female', 44, 'ZENTIME', false],
  ['Ryan Short', 'male', 36, 'GEEKFARM', true],
  ['Hobbs Mcfarland', 'male', 29, 'MAGNINA', false],
  ['Mia Sparks', 'female', 23, 'ACUSAGE', true],
  ['Oliver Reese', 'male', 52, 'TROPOLIS', true],
  ['Nadia Park', 'female', 38, 'ZILLACOM', true],
];

export const DIRECTORY_USERS: readonly DirectoryUser[] = people.map(
  ([name, gender, age, company, isActive], i) => ({
    id: `u-${i + 1}`,
    index: i,
    guid: `c01da2d1-${(1000 + i).toString(16)}-4f2b-9d6e-${(0x5a000000 + i).toString(16)}`,
    isActive,
    balance: `$${(1000 + i * 731.25).toFixed(2)}`,
    age,
    name,
    gender,
    company,
    email: `${name.split(' ')[0].toLowerCase()}@${company.toLowerCase()}.com`,
    phone: `+1 (9${i}4) 5${i}1-30${i}8`,
    address: `${100 + i * 17} Main Street, Springfield`,
    bd: `${1970 + age}-0${(i % 9) + 1}-1${i}T00:00:00.000Z`,
    imgUrl: `/assets/images/face-${i + 1}.jpg`,
  }),
);

export interface InboxMessage {
  id: string;
  sender: { name: string; photo: string };
  date: string;
  selected: boolean;
  subject: string;
  message: string;
}

const mail = (n: number, name: string, subject: string, body: string): InboxMessage => ({
  id: `m-${n}`,
  sender: { name, photo: `/assets/images/face-${n}.jpg` },
  date: `2019-0${n}-1${n}T09:3${n}:00.000Z`,
  selected: false,
  subject,
  message: `<p>Hi,</p><p>${body}</p><p>Thanks,<br/>${name}</p>`,
});

export const INBOX: readonly InboxMessage[] = [
  mail(
    1,
    'Henrik Gevorg',
    'Welcome to Angular Material',
    'Lorem ipsum dolor sit amet, consectetur adipisicing.',
  ),
  mail(2, 'Gevorg Spartak', 'Confirm your email address', 'Please confirm the address of your account.'),
  mail(3, 'Petros Toros', 'New order received', 'A new order is waiting for your confirmation.'),
  mail(4, 'Henrik Gevorg', 'Weekly report', 'The weekly report is attached to this message.'),
  mail(5, 'Lena Baxter', 'Meeting moved', 'The Friday meeting moved to Monday at 10:00.'),
];
