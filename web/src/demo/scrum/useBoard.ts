import {
  useAddCardMutation,
  useAddColumnMutation,
  useBoardQuery,
  useBoardsQuery,
  useDeleteColumnMutation,
  useMoveCardMutation,
  useRenameColumnMutation,
  useReorderCardMutation,
} from '../../graphql';

/** Where a dragged card comes from and where it is dropped: a column and an index in it. */
export interface Slot {
  listId: string;
  index: number;
}

/**
 * The board's drop rule: within one column the card is reordered (startIndex → endIndex),
 * between columns it is moved (removed at the source index, inserted at the destination index).
 * Returns null when the drop changes nothing.
 */
export function dropCall(from: Slot, to: Slot, lengthOf: (listId: string) => number) {
  if (from.listId === to.listId) {
    const endIndex = Math.min(to.index, lengthOf(to.listId) - 1);
    return endIndex === from.index ? null : ({ kind: 'reorder', startIndex: from.index, endIndex } as const);
  }
  return { kind: 'move', source: from.index, destination: Math.min(to.index, lengthOf(to.listId)) } as const;
}

/** One demo scrum board and its calls; every call answers the whole board, which Apollo stores. */
export function useBoard(boardId: string) {
  const boards = useBoardsQuery();
  const board = useBoardQuery({ variables: { id: boardId } });
  const [move, moved] = useMoveCardMutation();
  const [reorder, reordered] = useReorderCardMutation();
  const [addColumn, addedColumn] = useAddColumnMutation();
  const [renameColumn, renamed] = useRenameColumnMutation();
  const [deleteColumn, deleted] = useDeleteColumnMutation();
  const [addCard, addedCard] = useAddCardMutation();
  const columns = board.data?.board?.columns ?? [];
  const lengthOf = (listId: string) => columns.find((c) => c.id === listId)?.cardList.length ?? 0;

  return {
    boards: boards.data?.boards ?? [],
    labels: boards.data?.boardLabels ?? [],
    board: board.data?.board,
    loading: board.loading,
    error:
      board.error ??
      moved.error ??
      reordered.error ??
      addedColumn.error ??
      renamed.error ??
      deleted.error ??
      addedCard.error,
    async drop(from: Slot, to: Slot) {
      const call = dropCall(from, to, lengthOf);
      if (!call) return;
      if (call.kind === 'reorder') {
        await reorder({
          variables: { boardId, listId: from.listId, startIndex: call.startIndex, endIndex: call.endIndex },
        });
      } else {
        await move({
          variables: {
            boardId,
            sourceListId: from.listId,
            destinationListId: to.listId,
            source: call.source,
            destination: call.destination,
          },
        });
      }
    },
    addColumn: (title: string) => addColumn({ variables: { boardId, title } }),
    renameColumn: (listId: string, title: string) => renameColumn({ variables: { boardId, listId, title } }),
    deleteColumn: (listId: string) => deleteColumn({ variables: { boardId, listId } }),
    addCard: (listId: string, title: string) => addCard({ variables: { boardId, listId, title } }),
  };
}
