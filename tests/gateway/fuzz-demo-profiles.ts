/**
 * Bad calls of the demo areas' write routes (/api/invoices, calendar, user, inbox, chat,
 * ecommerce, todo, scrum-board). Each body breaks one rule with the rest good: an id that names
 * nothing, a blank text, an index out of range, a record that is not an object, an id that is
 * taken. The stores check a whole call before they change anything (gateway/demo/input.ts).
 */
import fc from 'fast-check';
import {
  absentOrBlank,
  badIndex,
  blankText,
  existingId,
  junkJson,
  junkText,
  MISSING,
  oneBad,
  unknownId,
  type FuzzContext,
} from './fuzz-arbitraries';
import type { RouteProfile } from './fuzz-api-profiles';

const text = fc.constantFrom('Фаззер', 'Задача', 'x');

/** add/update/delete of a record list: update and delete of no record, add of a taken id. */
function records(ctx: FuzzContext, base: string, store: string, addBad?: fc.Arbitrary<unknown>) {
  const taken = existingId(ctx, `demo:${store}`);
  const unknown = unknownId(ctx);
  const extra = junkJson.map((j) => (j && typeof j === 'object' && !Array.isArray(j) ? j : {}));
  const add = fc.tuple(taken, extra).map(([id, rest]) => ({ ...rest, id }));
  return {
    [`POST /api/${base}/add`]: { bad: addBad ? fc.oneof(add, addBad) : add },
    [`POST /api/${base}/update`]: {
      bad: fc.oneof(
        fc.tuple(unknown, extra).map(([id, rest]) => ({ ...rest, id })),
        fc.constantFrom<unknown>({}, { id: null }, { id: '' }),
      ),
    },
    [`POST /api/${base}/delete`]: {
      bad: fc.oneof(
        unknown.map((id) => ({ id })),
        unknown,
      ),
    },
  } satisfies Record<string, RouteProfile>;
}

function recordProfiles(ctx: FuzzContext): Record<string, RouteProfile> {
  const invoiceBad = oneBad({
    status: [
      fc.constantFrom('pending', 'delivered'),
      fc.constantFrom<unknown>('NOPE', 'Pending', MISSING, 1),
    ],
    item: [fc.constant([]), fc.constantFrom<unknown>('x', {}, 5)],
  });
  const eventBad = oneBad({
    title: [text, absentOrBlank],
    start: [fc.constant('2026-05-17T10:00:00Z'), fc.constantFrom<unknown>('завтра', '', MISSING, {})],
    end: [
      fc.constant('2026-05-17T12:00:00Z'),
      fc.constantFrom<unknown>('2026-05-17T09:00:00Z', 'потом', MISSING),
    ],
  });
  return {
    ...records(ctx, 'invoices', 'invoice', invoiceBad),
    ...records(ctx, 'calendar/events', 'event', eventBad),
    ...records(ctx, 'user', 'user'),
    ...records(ctx, 'inbox', 'inbox'),
  };
}

function scrumProfiles(ctx: FuzzContext): Record<string, RouteProfile> {
  const board = [existingId(ctx, 'demo:board'), unknownId(ctx)] as const;
  const list = [existingId(ctx, 'demo:column'), unknownId(ctx)] as const;
  const member = [existingId(ctx, 'demo:member'), unknownId(ctx)] as const;
  const title = [text, absentOrBlank] as const;
  const index = [fc.constant(0), badIndex] as const;
  const card = existingId(ctx, 'demo:card');
  const at = (path: string, bad: fc.Arbitrary<unknown>) =>
    [`POST /api/scrum-board/${path}`, { bad }] as const;
  return Object.fromEntries([
    at('add-board', fc.record({ title: absentOrBlank })),
    at('add-member', oneBad({ boardId: board, memberId: member })),
    at('delete-member', oneBad({ boardId: board, memberId: member })),
    at('add-column', oneBad({ boardId: board, listTitle: title })),
    at('rename-column', oneBad({ boardId: board, listId: list, listTitle: title })),
    at('delete-column', oneBad({ boardId: board, listId: list })),
    at('add-card', oneBad({ boardId: board, listId: list, cardTitle: title })),
    at(
      'update-card',
      oneBad({
        boardId: board,
        listId: list,
        card: [
          card.map((id) => ({ id, title: 'Карточка' })),
          fc.oneof(
            unknownId(ctx).map((id) => ({ id, title: 'Карточка' })),
            card.map((id) => ({ id, title: '  ' })),
            card.map((id) => ({ id, labels: 'срочно' })),
            fc.constantFrom<unknown>('card', [], null),
          ),
        ],
      }),
    ),
    at('reorder-list', oneBad({ boardId: board, startIndex: index, endIndex: index })),
    at('reorder-card', oneBad({ boardId: board, listId: list, startIndex: index, endIndex: index })),
    at(
      'move-card',
      oneBad({
        boardId: board,
        sourcelistId: list,
        destinationlistId: list,
        source: index,
        destination: index,
      }),
    ),
  ]);
}

function otherProfiles(ctx: FuzzContext): Record<string, RouteProfile> {
  const product = [existingId(ctx, 'demo:product'), unknownId(ctx)] as const;
  const uid = [
    fc.constantFrom('fuzz-uid', 42),
    fc.constantFrom<unknown>('', ' ', null, MISSING, true, {}, []),
  ] as const;
  const todo = existingId(ctx, 'demo:todo');
  const tag = existingId(ctx, 'demo:tag');
  const todos = ctx.ids['demo:todo'] ?? [];
  return {
    'POST /api/chat/add': {
      bad: oneBad({
        chatId: [existingId(ctx, 'demo:chat'), unknownId(ctx)],
        contactId: [existingId(ctx, 'demo:contact'), unknownId(ctx)],
        text: [text, absentOrBlank],
      }),
    },
    'POST /api/ecommerce/add-to-cart': { bad: oneBad({ uid, productId: product }) },
    'POST /api/ecommerce/delete-from-cart': { bad: oneBad({ uid, productId: product }) },
    'POST /api/ecommerce/update-cart-amount': {
      bad: oneBad({
        uid,
        productId: product,
        amount: [fc.constant(1), fc.constantFrom<unknown>(-1, 101, 1.5, '2', null)],
      }),
    },
    'POST /api/todo/reorder': {
      bad: fc.record({
        todoList: fc.oneof(
          fc.constantFrom<unknown>(null, 'x', {}, MISSING, [null]),
          unknownId(ctx).map((id) => todos.map((t) => ({ id: t })).concat({ id: id as string })),
          fc.constant(todos.slice(1).map((id) => ({ id }))),
          fc.constant([...todos, todos[0]].map((id) => ({ id }))),
        ),
      }),
    },
    'POST /api/todo/add': {
      bad: fc.record({
        todo: fc.oneof(
          fc.constantFrom<unknown>(null, 'x', [], MISSING),
          absentOrBlank.map((title) => (title === MISSING ? {} : { title })),
          unknownId(ctx).map((t) => ({ title: 'Задача', tag: [t] })),
          fc.constantFrom('done', 'starred', 'important').map((flag) => ({ title: 'Задача', [flag]: 'yes' })),
          fc.constant({ title: 'Задача', tag: 'срочно' }),
        ),
      }),
    },
    'POST /api/todo/update': {
      bad: fc.record({
        todo: fc.oneof(
          unknownId(ctx).map((id) => ({ id, title: 'Задача' })),
          fc.tuple(todo, blankText).map(([id, title]) => ({ id, title })),
          todo.map((id) => ({ id, tag: [null] })),
        ),
      }),
    },
    'POST /api/todo/delete': {
      bad: fc.record({
        todo: fc.oneof(
          unknownId(ctx).map((id) => ({ id })),
          junkText,
        ),
      }),
    },
    'POST /api/todo/tag/add': {
      bad: fc.record({
        tag: fc.oneof(
          fc.constantFrom<unknown>(null, 'x', [], MISSING),
          absentOrBlank.map((name) => (name === MISSING ? {} : { name })),
          tag.map((id) => ({ id, name: 'Метка' })),
        ),
      }),
    },
    'POST /api/todo/tag/delete': { bad: fc.record({ tag: unknownId(ctx).map((id) => ({ id })) }) },
  };
}

export function demoProfiles(ctx: FuzzContext): Record<string, RouteProfile> {
  return { ...recordProfiles(ctx), ...scrumProfiles(ctx), ...otherProfiles(ctx) };
}
