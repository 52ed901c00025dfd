import { Button, ButtonGroup } from '@blueprintjs/core';

interface Props {
  amount: number;
  totalUnit: number;
  /** Adds one unit (the add-to-cart call: increments a present line, else adds amount 1). */
  onAdd: () => void;
  /** Sets the amount (the update call). */
  onUpdate: (amount: number) => void;
  busy?: boolean;
  label?: string;
}

/**
 * The cart quantity control of spec section 2: amount 0 shows «Add To Cart»; above 0, decrement,
 * count and increment. Increment is disabled at the units available; decrement asks for amount − 1.
 */
export function CartControl({ amount, totalUnit, onAdd, onUpdate, busy = false, label }: Props) {
  if (amount <= 0) {
    return (
      <Button intent="primary" icon="shopping-cart" text="Add To Cart" disabled={busy} onClick={onAdd} />
    );
  }
  return (
    <ButtonGroup className="demo-cart-control" aria-label={label ? `Количество: ${label}` : 'Количество'}>
      <Button icon="minus" aria-label="Уменьшить" disabled={busy} onClick={() => onUpdate(amount - 1)} />
      <span className="demo-cart-count" data-testid="cart-count" aria-live="polite">
        {amount}
      </span>
      <Button icon="plus" aria-label="Увеличить" disabled={busy || amount >= totalUnit} onClick={onAdd} />
    </ButtonGroup>
  );
}
