import { Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
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

/** A menu of references under an element: the quick status change of a row. */
export function RefPicker({ current, options, onPick, children }: PickerProps) {
  return (
    <PopoverNext
      placement="bottom-start"
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
