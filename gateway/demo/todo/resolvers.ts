/** GraphQL face of the demo to-do: `tagIds` here is the template's `tag`. */
import type { Resolvers, Todo as GqlTodo, TodoInput } from '../../__generated__/resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { sent } from '../input';
import { demoStores } from '../stores';
import type { Todo } from './data';

const todo = async (ctx: GraphQLContext) => {
  await ctx.requireAccess();
  return demoStores(ctx.auth).todo;
};

const toTodo = ({ tag, ...rest }: Todo): GqlTodo => ({ ...rest, tagIds: tag });
const toTodos = (list: Todo[]) => list.map(toTodo);
function fromInput(input: TodoInput): Partial<Todo> {
  const { tagIds, ...rest } = sent(input);
  return { ...rest, ...(tagIds ? { tag: tagIds } : {}) };
}

export const todoResolvers: Resolvers = {
  Query: {
    todos: async (_p, _a, ctx) => toTodos((await todo(ctx)).all()),
    todo: async (_p, { id }, ctx) => toTodo((await todo(ctx)).get(id)),
    todoTags: async (_p, _a, ctx) => (await todo(ctx)).tags(),
    projectEntries: async (_p, _a, ctx) => (await todo(ctx)).projects(),
  },
  Mutation: {
    addTodo: async (_p, { input }, ctx) => toTodos((await todo(ctx)).add(fromInput(input))),
    updateTodo: async (_p, { id, input }, ctx) =>
      toTodos((await todo(ctx)).update({ ...fromInput(input), id })),
    deleteTodo: async (_p, { id }, ctx) => toTodos((await todo(ctx)).delete({ id })),
    reorderTodos: async (_p, { ids }, ctx) => toTodos((await todo(ctx)).reorder(ids.map((id) => ({ id })))),
    addTodoTag: async (_p, { name }, ctx) => (await todo(ctx)).addTag({ name }),
    deleteTodoTag: async (_p, { id }, ctx) => (await todo(ctx)).deleteTag({ id }),
  },
};
