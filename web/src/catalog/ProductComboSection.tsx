import { Button, ButtonGroup, Card, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatRub } from '../../../schema/money';
import { unwrap, useSetProductComboMutation, type MenuComboSlotFragment, type ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import { RefSearch } from '../lists/RefSearch';
import { toastError, toastSuccess } from '../lists/toaster';
import { PRODUCTS } from '../orders/catalog';
import { move, newSlot, slotDrafts, slotsInput, type SlotDraft } from './menuDraft';
import { FieldError, MenuEditor, ProductMenuSection } from './ProductMenuSection';

/**
 * «Комбо» of a fast-food product (docs/kitchen.md «Модификаторы и комбо»): slots, each a choice
 * of fast-food products searched on the server; the product's own price is the combo price.
 * Replaced whole by setProductCombo; the server's refusals show at their slot.
 */
export function ProductComboSection({ productId, shopType }: { productId?: string; shopType: ShopType }) {
  return (
    <ProductMenuSection productId={productId} shopType={shopType} title="Комбо">
      {(product) => <SlotsEditor productId={product.id} stored={product.comboSlots} />}
    </ProductMenuSection>
  );
}

function SlotsEditor({ productId, stored }: { productId: string; stored: MenuComboSlotFragment[] }) {
  const [slots, setSlots] = useState(() => slotDrafts(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSetProductComboMutation();

  const edit = (next: SlotDraft[]) => {
    setSlots(next);
    setErrors({});
  };
  const patch = (si: number, p: Partial<SlotDraft>) =>
    edit(slots.map((s, i) => (i === si ? { ...s, ...p } : s)));

  const submit = async () => {
    setFailure(null);
    try {
      const result = await save({ variables: { productId, slots: slotsInput(slots) } });
      const product = unwrap(result.data?.setProductCombo, 'product');
      setSlots(slotDrafts(product.comboSlots));
      setErrors({});
      toastSuccess(product.comboSlots.length ? 'Комбо сохранено' : 'Товар больше не комбо');
    } catch (err) {
      const { message, fields } = serverError(err);
      setErrors(fields);
      setFailure(message);
      toastError(`Комбо не сохранено: ${message}`);
    }
  };

  return (
    <MenuEditor
      failureTitle="Комбо не сохранено"
      failure={failure}
      listError={errors.slots}
      addText="Добавить слот"
      onAdd={() => edit([...slots, newSlot()])}
      saveText="Сохранить комбо"
      saving={saving.loading}
      onSave={() => void submit()}
    >
      <p className="catalog-muted">
        {slots.length
          ? 'Цена комбо — цена этого товара. В продаже из каждого слота выбирают один товар.'
          : 'Обычный товар. Чтобы продавать его как комбо по своей цене, добавьте слоты: «Бургер», «Гарнир», «Напиток».'}
      </p>
      {slots.map((s, si) => {
        const at = `slots.${si}`;
        const n = si + 1;
        // A refusal of one chosen product (`slots.0.productIds.1`) or of the whole choice.
        const productsError = Object.entries(errors).find(([k]) => k.startsWith(`${at}.productIds`))?.[1];
        return (
          <Card key={s.key} className="catalog-menu-card" aria-label={`Слот ${n}`}>
            <div className="catalog-menu-head">
              <div className="catalog-menu-name">
                <InputGroup
                  aria-label={`Название слота ${n}`}
                  placeholder="Слот, например «Напиток»"
                  value={s.name}
                  intent={errors[`${at}.name`] ? 'danger' : 'none'}
                  onChange={(e) => patch(si, { name: e.target.value })}
                />
                <FieldError message={errors[`${at}.name`]} />
              </div>
              <span className="catalog-spacer" />
              <ButtonGroup variant="minimal">
                <Button
                  icon="arrow-up"
                  aria-label={`Слот ${n} выше`}
                  disabled={si === 0}
                  onClick={() => edit(move(slots, si, -1))}
                />
                <Button
                  icon="arrow-down"
                  aria-label={`Слот ${n} ниже`}
                  disabled={si === slots.length - 1}
                  onClick={() => edit(move(slots, si, 1))}
                />
                <Button
                  icon="trash"
                  intent="danger"
                  aria-label={`Убрать слот ${n}`}
                  onClick={() => edit(slots.filter((_, i) => i !== si))}
                />
              </ButtonGroup>
            </div>
            <div className="catalog-menu-products" aria-label={`Товары слота ${n}`}>
              {s.products.length === 0 && (
                <span className="catalog-muted">Выберите товары, из которых выбирают в этом слоте.</span>
              )}
              {s.products.map((p) => (
                <Tag
                  key={p.id}
                  large
                  minimal
                  onRemove={() => patch(si, { products: s.products.filter((x) => x.id !== p.id) })}
                >
                  {p.name}
                </Tag>
              ))}
            </div>
            <div className="catalog-menu-name">
              <RefSearch
                target={PRODUCTS}
                ariaLabel={`Добавить товар в слот ${n}`}
                value=""
                label=""
                intent={productsError ? 'danger' : 'none'}
                filter={{ shopType: 'fastfood' }}
                exclude={productId}
                labelOf={(r) => String(r.name)}
                detail={(r) => formatRub(Number(r.price) || 0)}
                onChange={(id, record) => {
                  if (!id || s.products.some((p) => p.id === id)) return;
                  patch(si, {
                    products: [...s.products, { id, name: String(record?.name ?? `Товар №${id}`) }],
                  });
                }}
              />
              <FieldError message={productsError} />
            </div>
          </Card>
        );
      })}
    </MenuEditor>
  );
}
