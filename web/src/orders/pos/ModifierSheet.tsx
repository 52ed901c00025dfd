import { Button, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { formatMoney } from '../../lists/format';
import { unitPrice, type CartPart, type NewLine } from './cart';
import {
  choiceProblem,
  chosenModifiers,
  groupHint,
  groupsInOrder,
  toggleOption,
  type MenuGroup,
  type ProductMenu,
} from './menu';

interface Props {
  product: { id: string; name: string; price: number };
  menu: ProductMenu;
  /** Menus of the combo's part products (their own groups are asked under the slot). */
  menus: Map<string, ProductMenu>;
  onAdd: (line: NewLine) => void;
  onClose: () => void;
}

const deltaText = (d: number) => (d === 0 ? '' : ` ${d > 0 ? '+' : '−'}${formatMoney(Math.abs(d))}`);

/** One group's options as big toggle buttons (touch), the group's rule beside its name. */
function GroupPicker(p: { group: MenuGroup; chosen: string[]; onChosen: (ids: string[]) => void }) {
  const { group } = p;
  return (
    <fieldset className="pos-sheet-group" aria-label={group.name}>
      <legend>
        <strong>{group.name}</strong> <span className="bp6-text-muted">· {groupHint(group)}</span>
      </legend>
      <div className="pos-sheet-options">
        {group.options.map((o) => {
          const on = p.chosen.includes(o.id);
          return (
            <Button
              key={o.id}
              large
              active={on}
              intent={on ? 'primary' : 'none'}
              icon={on ? 'tick' : undefined}
              text={`${o.name}${deltaText(o.priceDelta)}`}
              aria-pressed={on}
              onClick={() => p.onChosen(toggleOption(group, p.chosen, o.id))}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The modifier sheet (docs/kitchen.md «Модификаторы и комбо»): a combo's slots (one product each,
 * then that product's own groups), the product's groups with the required ones first, a comment
 * for the kitchen. «Добавить» (or Enter) waits until every group is within its bounds.
 */
export function ModifierSheet({ product, menu, menus, onAdd, onClose }: Props) {
  const [chosen, setChosen] = useState<string[]>([]);
  // A slot with one choice is no question: it starts chosen.
  const [parts, setParts] = useState<Record<string, { productId: string; chosen: string[] }>>(() =>
    Object.fromEntries(
      menu.comboSlots
        .filter((s) => s.products.length === 1)
        .map((s) => [s.id, { productId: s.products[0].id, chosen: [] }]),
    ),
  );
  const [comment, setComment] = useState('');
  const groups = groupsInOrder(menu.modifierGroups);
  const partGroups = (productId: string) => groupsInOrder(menus.get(productId)?.modifierGroups ?? []);

  const missingSlot = menu.comboSlots.find((s) => !parts[s.id]);
  const problem =
    (missingSlot && `Выберите «${missingSlot.name}»`) ||
    menu.comboSlots
      .map((s) => parts[s.id] && choiceProblem(partGroups(parts[s.id].productId), parts[s.id].chosen))
      .find(Boolean) ||
    choiceProblem(groups, chosen);

  const cartParts: CartPart[] = menu.comboSlots.flatMap((s) => {
    const part = parts[s.id];
    const chosenProduct = part && s.products.find((x) => x.id === part.productId);
    if (!chosenProduct) return [];
    return [
      {
        slotId: s.id,
        slot: s.name,
        productId: chosenProduct.id,
        name: chosenProduct.name,
        modifiers: chosenModifiers(partGroups(chosenProduct.id), part.chosen),
      },
    ];
  });
  const line: NewLine = {
    productId: product.id,
    name: product.name,
    price: product.price,
    modifiers: chosenModifiers(groups, chosen),
    parts: cartParts,
    comment: comment.trim(),
  };
  const add = () => {
    if (!problem) onAdd(line);
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={product.name}
      icon={menu.comboSlots.length > 0 ? 'box' : 'settings'}
      className="pos-sheet"
    >
      <DialogBody>
        <div
          className="pos-sheet-body"
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !(e.target instanceof HTMLButtonElement)) add();
          }}
        >
          {menu.comboSlots.map((s) => {
            const part = parts[s.id];
            return (
              <fieldset key={s.id} className="pos-sheet-slot" aria-label={s.name}>
                <legend>
                  <strong>{s.name}</strong>
                </legend>
                <div className="pos-sheet-options">
                  {s.products.map((x) => {
                    const on = part?.productId === x.id;
                    return (
                      <Button
                        key={x.id}
                        large
                        active={on}
                        intent={on ? 'primary' : 'none'}
                        icon={on ? 'tick' : undefined}
                        text={x.name}
                        aria-pressed={on}
                        onClick={() => setParts({ ...parts, [s.id]: { productId: x.id, chosen: [] } })}
                      />
                    );
                  })}
                </div>
                {part &&
                  partGroups(part.productId).map((g) => (
                    <GroupPicker
                      key={g.id}
                      group={g}
                      chosen={part.chosen}
                      onChosen={(ids) => setParts({ ...parts, [s.id]: { ...part, chosen: ids } })}
                    />
                  ))}
              </fieldset>
            );
          })}
          {groups.map((g) => (
            <GroupPicker key={g.id} group={g} chosen={chosen} onChosen={setChosen} />
          ))}
          <InputGroup
            large
            leftIcon="comment"
            placeholder="Комментарий для кухни"
            aria-label="Комментарий для кухни"
            maxLength={200}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
      </DialogBody>
      <DialogFooter
        minimal
        actions={
          <>
            <span className={problem ? 'pos-sheet-problem' : 'pos-sheet-price'} role="status">
              {problem ?? formatMoney(unitPrice(line))}
            </span>
            <Button large text="Отмена" onClick={onClose} />
            <Button large intent="primary" icon="plus" text="Добавить" disabled={!!problem} onClick={add} />
          </>
        }
      />
    </Dialog>
  );
}
