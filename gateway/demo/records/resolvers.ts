/** GraphQL face of invoices, calendar events, the user directory and the inbox. */
import type { Invoice as GqlInvoice, InvoiceInput, Resolvers } from '../../__generated__/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { sent } from '../input';
import { demoStores } from '../stores';
import type { Invoice } from './data';

const stores = async (ctx: GraphQLContext) => {
  await ctx.requireAccess();
  return demoStores(ctx.auth);
};

/** GraphQL says `items` where the template's data says `item`. */
const toInvoice = ({ item, ...rest }: Invoice): GqlInvoice => ({ ...rest, items: item });
function fromInput(input: InvoiceInput): Partial<Invoice> {
  const { items, ...rest } = sent(input);
  return { ...rest, ...(items ? { item: items } : {}) };
}

export const recordResolvers: Resolvers = {
  Query: {
    invoices: async (_p, _a, ctx) => (await stores(ctx)).invoices.all().map(toInvoice),
    invoice: async (_p, { id }, ctx) => toInvoice((await stores(ctx)).invoices.get(id)),
    calendarEvents: async (_p, _a, ctx) => (await stores(ctx)).events.all(),
    directoryUsers: async (_p, _a, ctx) => (await stores(ctx)).users.all(),
    inboxMessages: async (_p, _a, ctx) => (await stores(ctx)).inbox.all(),
  },
  Mutation: {
    addInvoice: async (_p, { input }, ctx) => {
      const { invoices } = await stores(ctx);
      const blank = { name: '', address: '' };
      const base = { orderNo: '', status: 'pending', date: new Date().toISOString(), currency: '$', vat: 0 };
      return toInvoice(invoices.add({ ...base, buyer: blank, seller: blank, item: [], ...fromInput(input) }));
    },
    updateInvoice: async (_p, { id, input }, ctx) =>
      toInvoice((await stores(ctx)).invoices.update({ ...fromInput(input), id })),
    deleteInvoice: async (_p, { id }, ctx) => (await stores(ctx)).invoices.delete(id).map(toInvoice),
    addCalendarEvent: async (_p, { input }, ctx) => {
      const { events } = await stores(ctx);
      events.add({ location: '', note: '', ...sent(input) });
      return events.all();
    },
    updateCalendarEvent: async (_p, { id, input }, ctx) => {
      const { events } = await stores(ctx);
      events.update({ ...sent(input), id });
      return events.all();
    },
    deleteCalendarEvent: async (_p, { id }, ctx) => (await stores(ctx)).events.delete(id),
    selectInboxMessage: async (_p, { id, selected }, ctx) => {
      const { inbox } = await stores(ctx);
      inbox.update({ id, selected });
      return inbox.all();
    },
    deleteInboxMessage: async (_p, { id }, ctx) => (await stores(ctx)).inbox.delete(id),
  },
};
