import type { DragEvent } from 'react';
import type { Slot } from './useBoard';

const DRAG_TYPE = 'application/x-demo-card';

/** Reads the slot a drag started from; null for drags that are not our cards. */
export function draggedSlot(event: DragEvent): Slot | null {
  try {
    const slot = JSON.parse(event.dataTransfer.getData(DRAG_TYPE) || 'null') as Slot | null;
    return slot && typeof slot.listId === 'string' && Number.isInteger(slot.index) ? slot : null;
  } catch {
    return null;
  }
}

export function startDrag(event: DragEvent, slot: Slot): void {
  event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(slot));
  event.dataTransfer.effectAllowed = 'move';
}
