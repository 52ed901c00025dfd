/** GraphQL face of the demo chat. */
import type { ChatRecent, Resolvers } from '../../__generated__/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { demoStores } from '../stores';
import { CURRENT_USER_ID } from './data';
import type { RecentEntry } from './store';

const chat = async (ctx: GraphQLContext) => {
  await ctx.requireAccess();
  return demoStores(ctx.auth).chat;
};

const toRecent = ({ chatId, contactId, unread, lastChatTime, ...who }: RecentEntry): ChatRecent => ({
  chatId,
  contactId,
  unread,
  lastChatTime,
  contact: { id: contactId, ...who },
});

export const chatResolvers: Resolvers = {
  Query: {
    chatMe: async (_p, _a, ctx) => {
      const { chatInfo: _info, ...me } = (await chat(ctx)).user(CURRENT_USER_ID);
      return me;
    },
    chatContacts: async (_p, { currentUser }, ctx) => (await chat(ctx)).contacts(currentUser ?? undefined),
    chatRecent: async (_p, { userId }, ctx) => (await chat(ctx)).recent(userId).map(toRecent),
    chatRoom: async (_p, { currentUser, contactId }, ctx) => {
      const room = (await chat(ctx)).chatRoom(currentUser, contactId);
      return { ...room, recentListUpdated: room.recentListUpdated.map(toRecent) };
    },
    chat: async (_p, { chatId }, ctx) => (await chat(ctx)).chat(chatId),
  },
  Mutation: {
    addChatMessage: async (_p, { chatId, contactId, text }, ctx) =>
      (await chat(ctx)).add({ chatId, contactId, text }),
  },
};
