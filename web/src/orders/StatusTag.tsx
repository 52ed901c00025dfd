import { Classes, Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { Ref } from './refs';

/** A status as a tag in its list colour; readable text on light and dark colours alike. */
export function StatusTag({ status, interactive }: { status?: Ref; interactive?: boolean }) {
  const color = status?.color ?? '#8f99a8';
  return (
    <Tag
      round
      interactive={interactive}
      rightIcon={interactive ? 'caret-down' : undefined}
      style={{ background: color, color: textOn(color) }}
    >
      {status?.name ?? '—'}
    </Tag>
  );
}

function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return '#fff';
  const [r, g, b] = m.slice(1).map((h) => parseInt(h, 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#1c2127' : '#fff';
}

interface PickerProps {
  current?: string | null;
  options: Ref[];
  onPick: (id: string) => void;
  children: React.ReactElement;
}

/**
 * A menu of references under an element: the quick status change of a row. The popover is made
 * on first use: the order list has three pickers a row, and a popover per cell (its floating-ui
 * hooks and wrappers) was some 40 ms of the list's first render on a cold tab (docs/performance.md
 * V2) for menus seldom opened. Until then the trigger sits in the same wrapper the popover gives it
 * and opens it on a click, or on Enter or Space as the popover's own target would.
 */
export function RefPicker(props: PickerProps) {
  const [used, setUsed] = useState(false);
  if (used) return <RefMenu {...props} />;
  const open = () => setUsed(true);
  return (
    <span
      className={Classes.POPOVER_TARGET}
      onClick={open}
      onKeyDown={(e) => {
        if (e.repeat || (e.key !== 'Enter' && e.key !== ' ') || clicksItself(e.target as Element, e.key))
          return;
        e.preventDefault();
        open();
      }}
    >
      {props.children}
    </span>
  );
}

/** A button clicks itself on Enter and Space, a link on Enter: that click opens the menu. */
function clicksItself(target: Element, key: string): boolean {
  const native = target.closest('button, a');
  return !!native && (key === 'Enter' || native.tagName === 'BUTTON');
}

function RefMenu({ current, options, onPick, children }: PickerProps) {
  return (
    <PopoverNext
      placement="bottom-start"
      // Made by the click that asked for it: open at once.
      defaultIsOpen
      content={
        <Menu>
          {options.map((o) => (
            <MenuItem
              key={o.id}
              text={o.name}
              active={o.id === current}
              icon={o.color ? <span className="orders-swatch" style={{ background: o.color }} /> : undefined}
              onClick={() => onPick(o.id)}
            />
          ))}
        </Menu>
      }
    >
      {children}
    </PopoverNext>
  );
}
