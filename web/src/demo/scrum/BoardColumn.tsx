import { Button, Card, EditableText, InputGroup, Tag, type Intent } from '@blueprintjs/core';
import { useState, type DragEvent } from 'react';
import type { BoardFieldsFragment, BoardsQuery } from '../../graphql';
import { draggedSlot, startDrag } from './dnd';
import type { Slot } from './useBoard';

type Column = BoardFieldsFragment['columns'][number];
type Label = NonNullable<BoardsQuery['boardLabels']>[number];

const INTENT: Record<string, Intent> = {
  primary: 'primary',
  green: 'success',
  secondary: 'warning',
  error: 'danger',
};

interface Props {
  column: Column;
  labels: readonly Label[];
  onDrop: (from: Slot, to: Slot) => void;
  onRename: (title: string) => void;
  onDelete: () => void;
  onAddCard: (title: string) => void;
}

/** One column: a drop target before each card and at the end, an editable title, a card form. */
export function BoardColumnView({ column, labels, onDrop, onRename, onDelete, onAddCard }: Props) {
  const [over, setOver] = useState<number | null>(null);
  const [cardTitle, setCardTitle] = useState('');
  const end = column.cardList.length;

  const target = (index: number) => ({
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = 'move';
      setOver(index);
    },
    onDragLeave: () => setOver(null),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      e.stopPropagation();
      setOver(null);
      const from = draggedSlot(e);
      if (from) onDrop(from, { listId: column.id, index });
    },
  });

  const addCard = () => {
    if (!cardTitle.trim()) return;
    onAddCard(cardTitle.trim());
    setCardTitle('');
  };

  return (
    <section
      className="demo-column"
      aria-label={`Колонка ${column.title}`}
      data-testid={`column-${column.id}`}
      {...target(end)}
    >
      <header className="demo-column-head">
        <EditableText
          className="demo-column-title"
          defaultValue={column.title}
          key={column.title}
          confirmOnEnterKey
          onConfirm={(t) => t.trim() && t.trim() !== column.title && onRename(t.trim())}
        />
        <span className="bp6-text-muted">{end}</span>
        <Button
          minimal
          small
          icon="trash"
          aria-label={`Удалить колонку ${column.title}`}
          onClick={onDelete}
        />
      </header>
      <div className="demo-cards">
        {column.cardList.map((card, index) => (
          <Card
            key={card.id}
            className={`demo-card${over === index ? ' is-drop-before' : ''}`}
            draggable
            data-testid={`card-${card.id}`}
            onDragStart={(e) => startDrag(e, { listId: column.id, index })}
            {...target(index)}
          >
            <div>{card.title}</div>
            <div className="demo-card-labels">
              {card.labels.map((id) => {
                const label = labels.find((l) => l.id === id);
                return label ? (
                  <Tag key={id} minimal intent={INTENT[label.color]}>
                    {label.title}
                  </Tag>
                ) : null;
              })}
            </div>
          </Card>
        ))}
        <div className={`demo-drop-end${over === end ? ' is-over' : ''}`} aria-hidden />
      </div>
      <InputGroup
        small
        placeholder="Новая карточка"
        aria-label={`Новая карточка в колонке ${column.title}`}
        value={cardTitle}
        onValueChange={setCardTitle}
        onKeyDown={(e) => e.key === 'Enter' && addCard()}
        rightElement={<Button minimal small icon="plus" aria-label="Добавить карточку" onClick={addCard} />}
      />
    </section>
  );
}
