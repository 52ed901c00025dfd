/** The demo scrum board over /api/scrum-board: exact reorder and move semantics, columns, cards. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, bearer, login, startGateway, type TestGateway } from './helper';

let gw: TestGateway;
let token: string;
beforeAll(async () => {
  gw = await startGateway();
  token = await login(gw.app, ACCOUNTS.manager.email, ACCOUNTS.manager.password);
});
afterAll(async () => gw?.close());

interface Board {
  id: string;
  title: string;
  columns: { id: string; title: string; cardList: { id: string; title: string }[] }[];
  members: { id: string }[];
}

const get = (url: string) => gw.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (path: string, payload: object) =>
  gw.app.inject({ method: 'POST', url: `/api/scrum-board/${path}`, headers: bearer(token), payload });
const board = async (id: string): Promise<Board> => (await get(`/api/scrum-board/board?id=${id}`)).json();
const cards = (b: Board, listId: string) => b.columns.find((c) => c.id === listId)!.cardList.map((c) => c.id);

/** A fresh board with columns A [a0 a1 a2 a3] and B [b0 b1], so each test owns its data. */
async function fixture(): Promise<{ id: string; A: string; B: string }> {
  const made: Board = (await post('add-board', { title: 'Fixture' })).json();
  await post('add-column', { boardId: made.id, listTitle: 'A' });
  const withB: Board = (await post('add-column', { boardId: made.id, listTitle: 'B' })).json();
  const [A, B] = withB.columns.map((c) => c.id);
  for (const t of ['a0', 'a1', 'a2', 'a3'])
    await post('add-card', { boardId: made.id, listId: A, cardTitle: t });
  for (const t of ['b0', 'b1']) await post('add-card', { boardId: made.id, listId: B, cardTitle: t });
  return { id: made.id, A, B };
}
const titles = (b: Board, listId: string) =>
  b.columns.find((c) => c.id === listId)!.cardList.map((c) => c.title);

describe('reads', () => {
  it('lists members, labels and boards; one board by id', async () => {
    expect((await get('/api/scrum-board/all-member')).json()).toHaveLength(4);
    const labels = (await get('/api/scrum-board/all-label')).json();
    expect(labels.map((l: { title: string; color: string }) => `${l.title}:${l.color}`)).toEqual([
      'Active:primary',
      'Complete:green',
      'Ready:secondary',
      'High Priority:error',
    ]);
    const boards: Board[] = (await get('/api/scrum-board/all-board')).json();
    expect(boards.map((b) => b.id)).toEqual(['board-1', 'board-2']);
    const one = await board('board-1');
    expect(one.columns.map((c) => c.title)).toEqual(['To Do', 'In Progress', 'Done']);
    expect((await get('/api/scrum-board/board?id=nope')).statusCode).toBe(404);
  });
});

describe('reorder-card', () => {
  it('moves a card within its list from startIndex to endIndex and returns the board', async () => {
    const f = await fixture();
    const res = await post('reorder-card', { boardId: f.id, listId: f.A, startIndex: 0, endIndex: 2 });
    expect(res.statusCode).toBe(200);
    expect(titles(res.json(), f.A)).toEqual(['a1', 'a2', 'a0', 'a3']);
    const back = await post('reorder-card', { boardId: f.id, listId: f.A, startIndex: 3, endIndex: 0 });
    expect(titles(back.json(), f.A)).toEqual(['a3', 'a1', 'a2', 'a0']);
    expect(titles(await board(f.id), f.A)).toEqual(['a3', 'a1', 'a2', 'a0']);
  });

  it('refuses indices out of range (400) and unknown lists (404), changing nothing', async () => {
    const f = await fixture();
    const before = await board(f.id);
    for (const [startIndex, endIndex] of [
      [0, 4],
      [-1, 0],
      [4, 0],
      [0.5, 1],
      ['1', 0],
    ]) {
      const res = await post('reorder-card', { boardId: f.id, listId: f.A, startIndex, endIndex });
      expect(res.statusCode, `${startIndex}→${endIndex}`).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    expect(
      (await post('reorder-card', { boardId: f.id, listId: 'x', startIndex: 0, endIndex: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await post('reorder-card', { boardId: 'x', listId: f.A, startIndex: 0, endIndex: 1 })).statusCode,
    ).toBe(404);
    expect(await board(f.id)).toEqual(before);
  });
});

describe('move-card', () => {
  it('removes at the source index and inserts at the destination index of another list', async () => {
    const f = await fixture();
    const move = { boardId: f.id, sourcelistId: f.A, destinationlistId: f.B };
    const res = await post('move-card', { ...move, source: 1, destination: 1 });
    expect(res.statusCode).toBe(200);
    expect(titles(res.json(), f.A)).toEqual(['a0', 'a2', 'a3']);
    expect(titles(res.json(), f.B)).toEqual(['b0', 'a1', 'b1']);
    // The end of the destination list is a valid place; {index} objects work as well.
    const end = await post('move-card', { ...move, source: { index: 0 }, destination: { index: 3 } });
    expect(titles(end.json(), f.B)).toEqual(['b0', 'a1', 'b1', 'a0']);
    const reload = await board(f.id);
    expect(titles(reload, f.A)).toEqual(['a2', 'a3']);
    expect(titles(reload, f.B)).toEqual(['b0', 'a1', 'b1', 'a0']);
  });

  it('within one list: remove, then insert at the destination index', async () => {
    const f = await fixture();
    const res = await post('move-card', {
      boardId: f.id,
      sourcelistId: f.A,
      destinationlistId: f.A,
      source: 0,
      destination: 3,
    });
    expect(titles(res.json(), f.A)).toEqual(['a1', 'a2', 'a3', 'a0']);
    const bad = await post('move-card', {
      boardId: f.id,
      sourcelistId: f.A,
      destinationlistId: f.A,
      source: 0,
      destination: 4,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad indices and unknown lists without changing the board', async () => {
    const f = await fixture();
    const before = await board(f.id);
    const move = { boardId: f.id, sourcelistId: f.A, destinationlistId: f.B };
    expect((await post('move-card', { ...move, source: 4, destination: 0 })).statusCode).toBe(400);
    expect((await post('move-card', { ...move, source: 0, destination: 3 })).statusCode).toBe(400);
    expect((await post('move-card', { ...move, source: 0 })).statusCode).toBe(400);
    expect(
      (await post('move-card', { ...move, destinationlistId: 'x', source: 0, destination: 0 })).statusCode,
    ).toBe(404);
    expect(await board(f.id)).toEqual(before);
  });
});

describe('columns, cards and members', () => {
  it('reorders lists from startIndex to endIndex', async () => {
    const f = await fixture();
    const res = await post('reorder-list', { boardId: f.id, startIndex: 0, endIndex: 1 });
    expect(res.json().columns.map((c: { id: string }) => c.id)).toEqual([f.B, f.A]);
    expect((await post('reorder-list', { boardId: f.id, startIndex: 0, endIndex: 2 })).statusCode).toBe(400);
  });

  it('adds, renames and deletes a column', async () => {
    const f = await fixture();
    const added: Board = (await post('add-column', { boardId: f.id, listTitle: 'C' })).json();
    const C = added.columns[2];
    expect(C).toMatchObject({ title: 'C', cardList: [] });
    const renamed = await post('rename-column', { boardId: f.id, listId: C.id, listTitle: 'Готово' });
    expect(renamed.json().columns[2].title).toBe('Готово');
    expect((await post('rename-column', { boardId: f.id, listId: C.id, listTitle: '  ' })).statusCode).toBe(
      400,
    );
    const deleted = await post('delete-column', { boardId: f.id, listId: C.id });
    expect(deleted.json().columns.map((c: { id: string }) => c.id)).toEqual([f.A, f.B]);
    expect((await post('delete-column', { boardId: f.id, listId: C.id })).statusCode).toBe(404);
    expect((await post('add-column', { boardId: f.id })).statusCode).toBe(400);
  });

  it('adds and updates a card', async () => {
    const f = await fixture();
    const b: Board = (await post('add-card', { boardId: f.id, listId: f.B, cardTitle: 'b2' })).json();
    const card = b.columns[1].cardList[2];
    expect(card).toMatchObject({ title: 'b2', labels: [], members: [], comments: [], attachments: [] });
    const res = await post('update-card', {
      boardId: f.id,
      listId: f.B,
      card: { ...card, title: 'b2!', description: 'done', labels: ['lab-2'] },
    });
    expect(res.json().columns[1].cardList[2]).toMatchObject({
      id: card.id,
      title: 'b2!',
      description: 'done',
      labels: ['lab-2'],
    });
    expect(
      (await post('update-card', { boardId: f.id, listId: f.B, card: { id: 'x', title: 'y' } })).statusCode,
    ).toBe(404);
    expect(cards(await board(f.id), f.B)).toHaveLength(3);
  });

  it('adds and deletes a member', async () => {
    const f = await fixture();
    const added = await post('add-member', { boardId: f.id, memberId: 'mem-2' });
    expect(added.json().members.map((m: { id: string }) => m.id)).toEqual(['mem-2']);
    await post('add-member', { boardId: f.id, memberId: 'mem-2' });
    expect((await board(f.id)).members).toHaveLength(1);
    const removed = await post('delete-member', { boardId: f.id, memberId: 'mem-2' });
    expect(removed.json().members).toEqual([]);
    expect((await post('add-member', { boardId: f.id, memberId: 'ghost' })).statusCode).toBe(404);
  });
});
