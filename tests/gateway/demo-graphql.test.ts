/** The demo areas over GraphQL: sign-in required, cart, board moves, to-do, invoices. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, gql, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let token: string;
beforeAll(async () => {
  gw = await startGateway();
  token = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
});
afterAll(async () => gw?.close());

const run = async (query: string, variables?: Record<string, unknown>) => {
  const res = await gql(gw.app, query, variables, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data as Record<string, never>;
};
const CART = 'amount product { id totalUnit }';

describe('sign-in', () => {
  it.each([
    '{ shopProducts { id } }',
    '{ boards { id } }',
    '{ invoices { id } }',
    '{ todos { id } }',
    '{ chatMe { id } }',
  ])('%s without a token is UNAUTHENTICATED', async (query) => {
    const res = await gql(gw.app, query);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('cart', () => {
  it('is the signed-in user own: add increments, update bounds, delete', async () => {
    expect((await run(`{ cart { ${CART} } }`)).cart).toEqual([]);
    const add = `mutation($p: ID!) { addToCart(productId: $p) { ${CART} } }`;
    await run(add, { p: 'p2' });
    const twice = await run(add, { p: 'p2' });
    expect(twice.addToCart).toEqual([{ amount: 2, product: { id: 'p2', totalUnit: 100 } }]);
    const update = `mutation($p: ID!, $n: Int!) { updateCartAmount(productId: $p, amount: $n) { ${CART} } }`;
    expect((await run(update, { p: 'p2', n: 100 })).updateCartAmount).toEqual([
      { amount: 100, product: { id: 'p2', totalUnit: 100 } },
    ]);
    const over = await gql(gw.app, update, { p: 'p2', n: 101 }, token);
    expect(over.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await gql(gw.app, update, { p: 'zz', n: 1 }, token);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const del = await run(`mutation { deleteFromCart(productId: "p2") { ${CART} } }`);
    expect(del.deleteFromCart).toEqual([]);
  });
});

describe('scrum board', () => {
  const BOARD = 'id columns { id cardList { id } }';
  type B = { columns: { id: string; cardList: { id: string }[] }[] };
  const ids = (b: B) => b.columns.map((c) => c.cardList.map((x) => x.id));

  it('reorders within a column and moves between columns, as the API does', async () => {
    const before = (await run(`{ board(id: "board-1") { ${BOARD} } }`)).board as B;
    expect(ids(before)).toEqual([['card-1', 'card-2', 'card-3'], ['card-4', 'card-5'], ['card-6']]);
    const reordered = await run(
      `mutation { reorderCard(boardId: "board-1", listId: "list-1", startIndex: 2, endIndex: 0) { ${BOARD} } }`,
    );
    expect(ids(reordered.reorderCard)).toEqual([
      ['card-3', 'card-1', 'card-2'],
      ['card-4', 'card-5'],
      ['card-6'],
    ]);
    const moved = await run(
      `mutation { moveCard(boardId: "board-1", sourceListId: "list-1", destinationListId: "list-3", source: 0, destination: 1) { ${BOARD} } }`,
    );
    expect(ids(moved.moveCard)).toEqual([
      ['card-1', 'card-2'],
      ['card-4', 'card-5'],
      ['card-6', 'card-3'],
    ]);
    const bad = await gql(
      gw.app,
      `mutation { moveCard(boardId: "board-1", sourceListId: "list-1", destinationListId: "list-3", source: 5, destination: 0) { id } }`,
      undefined,
      token,
    );
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const cols = await run(
      `mutation { reorderColumns(boardId: "board-1", startIndex: 2, endIndex: 0) { ${BOARD} } }`,
    );
    expect((cols.reorderColumns as B).columns.map((c) => c.id)).toEqual(['list-3', 'list-1', 'list-2']);
  });

  it('adds, renames and deletes a column; adds and updates a card', async () => {
    const added = (
      await run(`mutation { addColumn(boardId: "board-2", title: "Later") { columns { id title } } }`)
    ).addColumn as { columns: { id: string; title: string }[] };
    const col = added.columns.at(-1)!;
    expect(col.title).toBe('Later');
    await run(`mutation($l: ID!) { renameColumn(boardId: "board-2", listId: $l, title: "Потом") { id } }`, {
      l: col.id,
    });
    const withCard = await run(
      `mutation($l: ID!) { addCard(boardId: "board-2", listId: $l, title: "Card") { columns { id title cardList { id title } } } }`,
      { l: col.id },
    );
    const last = (
      withCard.addCard as { columns: { title: string; cardList: { id: string }[] }[] }
    ).columns.at(-1)!;
    expect(last.title).toBe('Потом');
    const card = last.cardList[0].id;
    const updated = await run(
      `mutation($l: ID!, $c: CardInput!) { updateCard(boardId: "board-2", listId: $l, card: $c) { columns { cardList { id title labels } } } }`,
      { l: col.id, c: { id: card, title: 'Renamed', labels: ['lab-4'] } },
    );
    expect(JSON.stringify(updated)).toContain('"title":"Renamed","labels":["lab-4"]');
    const deleted = await run(
      `mutation($l: ID!) { deleteColumn(boardId: "board-2", listId: $l) { columns { id } } }`,
      {
        l: col.id,
      },
    );
    expect(JSON.stringify(deleted)).not.toContain(col.id);
  });
});

describe('to-do and invoices', () => {
  it('updates to-do flags and tags, reorders', async () => {
    const res = await run(
      `mutation { updateTodo(id: "todo-1", input: { done: true, starred: true, tagIds: ["t2"] }) { id done starred tagIds } }`,
    );
    expect((res.updateTodo as { id: string }[]).find((t) => t.id === 'todo-1')).toEqual({
      id: 'todo-1',
      done: true,
      starred: true,
      tagIds: ['t2'],
    });
    const order = ['todo-6', 'todo-5', 'todo-4', 'todo-3', 'todo-2', 'todo-1'];
    const reordered = await run(`mutation($ids: [ID!]!) { reorderTodos(ids: $ids) { id } }`, { ids: order });
    expect((reordered.reorderTodos as { id: string }[]).map((t) => t.id)).toEqual(order);
  });

  it('adds, updates and deletes an invoice', async () => {
    const added = (
      await run(
        `mutation { addInvoice(input: { orderNo: "900", items: [{ name: "Rose", unit: 3, price: 2.5 }] }) { id status items { name unit price } } }`,
      )
    ).addInvoice as { id: string; status: string; items: unknown[] };
    expect(added).toMatchObject({ status: 'pending', items: [{ name: 'Rose', unit: 3, price: 2.5 }] });
    const updated = await run(
      `mutation($id: ID!) { updateInvoice(id: $id, input: { status: delivered }) { status orderNo } }`,
      {
        id: added.id,
      },
    );
    expect(updated.updateInvoice).toEqual({ status: 'delivered', orderNo: '900' });
    const left = await run(`mutation($id: ID!) { deleteInvoice(id: $id) { id } }`, { id: added.id });
    expect(left.deleteInvoice).toHaveLength(3);
  });

  it('reads the other areas', async () => {
    const data = await run(
      `{ calendarEvents { id } directoryUsers { id } inboxMessages { id } todoTags { id } projectEntries { id }
         shopCategories { title } chatRecent(userId: "7863a3b5") { chatId contact { name } } }`,
    );
    expect((data.chatRecent as unknown[])[0]).toEqual({
      chatId: 'chat-1',
      contact: { name: 'Sally Doherty' },
    });
    expect(data.directoryUsers).toHaveLength(8);
  });
});
