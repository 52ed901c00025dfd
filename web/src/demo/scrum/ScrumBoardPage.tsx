import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { DemoPage } from '../DemoPage';
import { BoardColumnView } from './BoardColumn';
import { useBoard } from './useBoard';

/** The demo scrum board: columns of cards, HTML5 drag and drop, add/rename/delete columns, add cards. */
export default function ScrumBoardPage() {
  const [boardId, setBoardId] = useState('board-1');
  const scrum = useBoard(boardId);
  const [title, setTitle] = useState('');
  const ignore = () => undefined;

  const addColumn = () => {
    if (!title.trim()) return;
    void scrum.addColumn(title.trim()).catch(ignore);
    setTitle('');
  };

  return (
    <DemoPage
      title="Scrum-доска"
      loading={scrum.loading && !scrum.board}
      error={scrum.error}
      actions={
        <HTMLSelect aria-label="Доска" value={boardId} onChange={(e) => setBoardId(e.target.value)}>
          {scrum.boards.map((b) => (
            <option key={b.id} value={b.id}>
              {b.title}
            </option>
          ))}
        </HTMLSelect>
      }
    >
      {scrum.board && (
        <div className="demo-board" data-testid="board">
          {scrum.board.columns.map((column) => (
            <BoardColumnView
              key={column.id}
              column={column}
              labels={scrum.labels}
              onDrop={(from, to) => void scrum.drop(from, to).catch(ignore)}
              onRename={(t) => void scrum.renameColumn(column.id, t).catch(ignore)}
              onDelete={() => void scrum.deleteColumn(column.id).catch(ignore)}
              onAddCard={(t) => void scrum.addCard(column.id, t).catch(ignore)}
            />
          ))}
          <div className="demo-column demo-column-new">
            <InputGroup
              placeholder="Название колонки"
              aria-label="Название новой колонки"
              value={title}
              onValueChange={setTitle}
              onKeyDown={(e) => e.key === 'Enter' && addColumn()}
            />
            <Button icon="add" text="Добавить колонку" onClick={addColumn} disabled={!title.trim()} />
          </div>
        </div>
      )}
    </DemoPage>
  );
}
