/**
 * The demo scrum board (spec sections 3, 4 and 7). reorder-card moves a card within one list from
 * startIndex to endIndex; move-card removes the card at `source` of the source list and inserts it
 * at `destination` of the destination list (counted after the removal, so the end of the list is a
 * valid place). Indices out of range are 400, unknown boards, lists, cards or members 404; every
 * check runs before the board changes. Writes answer the whole board.
 */
import { BadInputError } from '../../errors';
import { clone, found, id, int, move, newId, object, text } from '../input';
import { BOARDS, LABELS, MEMBERS, type Board, type Card, type Column, type Label, type Member } from './data';

export interface ScrumStore {
  members(): Member[];
  labels(): Label[];
  boards(): Board[];
  board(boardId: unknown): Board;
  addBoard(title: unknown): Board;
  addMember(boardId: unknown, memberId: unknown): Board;
  deleteMember(boardId: unknown, memberId: unknown): Board;
  addColumn(boardId: unknown, listTitle: unknown): Board;
  renameColumn(boardId: unknown, listId: unknown, listTitle: unknown): Board;
  deleteColumn(boardId: unknown, listId: unknown): Board;
  addCard(boardId: unknown, listId: unknown, cardTitle: unknown): Board;
  updateCard(boardId: unknown, listId: unknown, card: unknown): Board;
  reorderList(boardId: unknown, startIndex: unknown, endIndex: unknown): Board;
  reorderCard(boardId: unknown, listId: unknown, startIndex: unknown, endIndex: unknown): Board;
  moveCard(boardId: unknown, from: unknown, to: unknown, source: unknown, destination: unknown): Board;
}

/** react-beautiful-dnd sends {index, droppableId}; the template's plain numbers work too. */
const indexOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'index' in value ? (value as { index: unknown }).index : value;

export function createScrumStore(): ScrumStore {
  const members = clone(MEMBERS) as Member[];
  const labels = clone(LABELS) as Label[];
  const boards = clone(BOARDS) as Board[];

  const boardOf = (value: unknown) =>
    found(
      boards.find((b) => b.id === id(value, 'boardId')),
      'Доска',
    );
  const columnOf = (board: Board, value: unknown, name = 'listId') =>
    found(
      board.columns.find((c) => c.id === id(value, name)),
      'Список',
    );
  const memberOf = (value: unknown) =>
    found(
      members.find((m) => m.id === id(value, 'memberId')),
      'Участник',
    );
  const answer = (board: Board) => clone(board);

  return {
    members: () => clone(members),
    labels: () => clone(labels),
    boards: () => clone(boards),
    board: (value) => answer(boardOf(value)),

    addBoard(title) {
      const board: Board = { id: newId('board'), title: text(title, 'title'), columns: [], members: [] };
      boards.push(board);
      return answer(board);
    },
    addMember(boardId, memberId) {
      const board = boardOf(boardId);
      const member = memberOf(memberId);
      if (!board.members.some((m) => m.id === member.id)) board.members.push(clone(member));
      return answer(board);
    },
    deleteMember(boardId, memberId) {
      const board = boardOf(boardId);
      const member = memberOf(memberId);
      board.members = board.members.filter((m) => m.id !== member.id);
      return answer(board);
    },
    addColumn(boardId, listTitle) {
      const board = boardOf(boardId);
      board.columns.push({ id: newId('list'), title: text(listTitle, 'listTitle'), cardList: [] });
      return answer(board);
    },
    renameColumn(boardId, listId, listTitle) {
      const board = boardOf(boardId);
      const column = columnOf(board, listId);
      column.title = text(listTitle, 'listTitle');
      return answer(board);
    },
    deleteColumn(boardId, listId) {
      const board = boardOf(boardId);
      const column = columnOf(board, listId);
      board.columns = board.columns.filter((c) => c !== column);
      return answer(board);
    },
    addCard(boardId, listId, cardTitle) {
      const board = boardOf(boardId);
      const column = columnOf(board, listId);
      const title = text(cardTitle, 'cardTitle');
      column.cardList.push({
        id: newId('card'),
        title,
        coverImage: null,
        members: [],
        labels: [],
        description: '',
        attachments: [],
        comments: [],
      });
      return answer(board);
    },
    updateCard(boardId, listId, value) {
      const board = boardOf(boardId);
      const column = columnOf(board, listId);
      const sent = object(value, 'card');
      const i = column.cardList.findIndex((c) => c.id === id(sent.id, 'card.id'));
      if (i < 0) found(undefined, 'Карточка');
      const next = { ...column.cardList[i], ...clone(sent), id: column.cardList[i].id } as Card;
      next.title = text(next.title, 'title');
      for (const key of ['members', 'labels', 'attachments', 'comments'] as const) {
        if (!Array.isArray(next[key])) throw new BadInputError(`${key}: ожидается список`);
      }
      column.cardList[i] = next;
      return answer(board);
    },
    reorderList(boardId, startIndex, endIndex) {
      const board = boardOf(boardId);
      board.columns = move(board.columns, startIndex, endIndex);
      return answer(board);
    },
    reorderCard(boardId, listId, startIndex, endIndex) {
      const board = boardOf(boardId);
      const column = columnOf(board, listId);
      column.cardList = move(column.cardList, startIndex, endIndex);
      return answer(board);
    },
    moveCard(boardId, from, to, source, destination) {
      const board = boardOf(boardId);
      const src: Column = columnOf(board, from, 'sourcelistId');
      const dst: Column = columnOf(board, to, 'destinationlistId');
      if (src.cardList.length === 0) throw new BadInputError('В исходном списке нет карточек');
      const at = int(indexOf(source), 'source', 0, src.cardList.length - 1);
      const remaining = src.cardList.filter((_, i) => i !== at);
      const target = src === dst ? remaining : [...dst.cardList];
      const into = int(indexOf(destination), 'destination', 0, target.length);
      target.splice(into, 0, src.cardList[at]);
      if (src === dst) src.cardList = target;
      else {
        src.cardList = remaining;
        dst.cardList = target;
      }
      return answer(board);
    },
  };
}
