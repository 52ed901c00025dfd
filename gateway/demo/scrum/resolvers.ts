/** GraphQL face of the demo scrum board: the same store and rules as /api/scrum-board. */
import type { Resolvers } from '../../__generated__/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { sent } from '../input';
import { demoStores } from '../stores';

const scrum = async (ctx: GraphQLContext) => {
  await ctx.requireAccess();
  return demoStores(ctx.auth).scrum;
};

export const scrumResolvers: Resolvers = {
  Query: {
    boards: async (_p, _a, ctx) => (await scrum(ctx)).boards(),
    board: async (_p, { id }, ctx) => (await scrum(ctx)).board(id),
    boardMembers: async (_p, _a, ctx) => (await scrum(ctx)).members(),
    boardLabels: async (_p, _a, ctx) => (await scrum(ctx)).labels(),
  },
  Mutation: {
    addBoard: async (_p, { title }, ctx) => (await scrum(ctx)).addBoard(title),
    addBoardMember: async (_p, a, ctx) => (await scrum(ctx)).addMember(a.boardId, a.memberId),
    deleteBoardMember: async (_p, a, ctx) => (await scrum(ctx)).deleteMember(a.boardId, a.memberId),
    addColumn: async (_p, a, ctx) => (await scrum(ctx)).addColumn(a.boardId, a.title),
    renameColumn: async (_p, a, ctx) => (await scrum(ctx)).renameColumn(a.boardId, a.listId, a.title),
    deleteColumn: async (_p, a, ctx) => (await scrum(ctx)).deleteColumn(a.boardId, a.listId),
    addCard: async (_p, a, ctx) => (await scrum(ctx)).addCard(a.boardId, a.listId, a.title),
    updateCard: async (_p, a, ctx) => (await scrum(ctx)).updateCard(a.boardId, a.listId, sent(a.card)),
    reorderColumns: async (_p, a, ctx) => (await scrum(ctx)).reorderList(a.boardId, a.startIndex, a.endIndex),
    reorderCard: async (_p, a, ctx) =>
      (await scrum(ctx)).reorderCard(a.boardId, a.listId, a.startIndex, a.endIndex),
    moveCard: async (_p, a, ctx) =>
      (await scrum(ctx)).moveCard(a.boardId, a.sourceListId, a.destinationListId, a.source, a.destination),
  },
};
