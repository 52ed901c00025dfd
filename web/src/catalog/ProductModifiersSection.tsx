import { Button, ButtonGroup, Card, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import {
  unwrap,
  useSetProductModifiersMutation,
  type MenuModifierGroupFragment,
  type ShopType,
} from '../graphql';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import { CompositionEditor } from './CompositionEditor';
import {
  groupDrafts,
  groupsInput,
  move,
  newGroup,
  newOption,
  optionRowErrors,
  type GroupDraft,
  type OptionDraft,
} from './menuDraft';
import { FieldError, MenuEditor, ProductMenuSection, useProductNames } from './ProductMenuSection';

/**
 * «Модификаторы» of a fast-food product (docs/kitchen.md «Модификаторы и комбо»): groups with
 * min / max and options with a price delta and a composition, replaced whole by
 * setProductModifiers; the server's refusals show at the field their path names.
 */
export function ProductModifiersSection({ productId, shopType }: { productId?: string; shopType: ShopType }) {
  return (
    <ProductMenuSection productId={productId} shopType={shopType} title="Модификаторы">
      {(product) => <GroupsEditor productId={product.id} stored={product.modifierGroups} />}
    </ProductMenuSection>
  );
}

const RUB = <span className="catalog-input-unit">₽</span>;

function GroupsEditor({ productId, stored }: { productId: string; stored: MenuModifierGroupFragment[] }) {
  const [groups, setGroups] = useState(() => groupDrafts(stored));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [openOptions, setOpenOptions] = useState<ReadonlySet<string>>(new Set());
  const [save, saving] = useSetProductModifiersMutation();
  const names = useProductNames(
    groups.flatMap((g) => g.options.flatMap((o) => o.components.map((c) => c.componentId))),
  );

  // Positions move with every edit, so the position-keyed refusals of the last save go with it.
  const edit = (next: GroupDraft[]) => {
    setGroups(next);
    setErrors({});
  };
  const patchGroup = (gi: number, patch: Partial<GroupDraft>) =>
    edit(groups.map((g, i) => (i === gi ? { ...g, ...patch } : g)));
  const patchOption = (gi: number, oi: number, patch: Partial<OptionDraft>) =>
    patchGroup(gi, { options: groups[gi].options.map((o, i) => (i === oi ? { ...o, ...patch } : o)) });
  const toggle = (key: string) =>
    setOpenOptions((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const submit = async () => {
    const parsed = groupsInput(groups);
    setErrors(parsed.errors);
    setFailure(null);
    if (Object.keys(parsed.errors).length) {
      toastError('Проверьте выделенные поля');
      return;
    }
    try {
      const result = await save({ variables: { productId, groups: parsed.input } });
      const product = unwrap(result.data?.setProductModifiers, 'product');
      setGroups(groupDrafts(product.modifierGroups));
      toastSuccess('Модификаторы сохранены');
    } catch (err) {
      const { message, fields } = serverError(err);
      setErrors(fields);
      setFailure(message);
      toastError(`Модификаторы не сохранены: ${message}`);
    }
  };

  return (
    <MenuEditor
      failureTitle="Модификаторы не сохранены"
      failure={failure}
      listError={errors.groups}
      addText="Добавить группу"
      onAdd={() => edit([...groups, newGroup()])}
      saveText="Сохранить модификаторы"
      saving={saving.loading}
      onSave={() => void submit()}
    >
      {groups.length === 0 && (
        <p className="catalog-muted">
          Без модификаторов: товар продаётся как есть. Добавьте группу — например «Соус» (1–2 из 4) или
          «Размер» (ровно один).
        </p>
      )}
      {groups.map((g, gi) => {
        const at = `groups.${gi}`;
        const n = gi + 1;
        const min = Number(g.min);
        return (
          <Card key={g.key} className="catalog-menu-card" aria-label={`Группа ${n}`}>
            <div className="catalog-menu-head">
              <div className="catalog-menu-name">
                <InputGroup
                  aria-label={`Название группы ${n}`}
                  placeholder="Название группы, например «Соус»"
                  value={g.name}
                  intent={errors[`${at}.name`] ? 'danger' : 'none'}
                  onChange={(e) => patchGroup(gi, { name: e.target.value })}
                />
                <FieldError message={errors[`${at}.name`]} />
              </div>
              <label className="catalog-menu-num">
                от
                <InputGroup
                  aria-label={`Минимум группы ${n}`}
                  inputMode="numeric"
                  value={g.min}
                  intent={errors[`${at}.min`] ? 'danger' : 'none'}
                  onChange={(e) => patchGroup(gi, { min: e.target.value })}
                />
              </label>
              <label className="catalog-menu-num">
                до
                <InputGroup
                  aria-label={`Максимум группы ${n}`}
                  inputMode="numeric"
                  value={g.max}
                  intent={errors[`${at}.max`] ? 'danger' : 'none'}
                  onChange={(e) => patchGroup(gi, { max: e.target.value })}
                />
              </label>
              <Tag minimal intent={min >= 1 ? 'warning' : 'none'}>
                {min >= 1 ? 'обязательная' : 'по желанию'}
              </Tag>
              <span className="catalog-spacer" />
              <ButtonGroup variant="minimal">
                <Button
                  icon="arrow-up"
                  aria-label={`Группу ${n} выше`}
                  disabled={gi === 0}
                  onClick={() => edit(move(groups, gi, -1))}
                />
                <Button
                  icon="arrow-down"
                  aria-label={`Группу ${n} ниже`}
                  disabled={gi === groups.length - 1}
                  onClick={() => edit(move(groups, gi, 1))}
                />
                <Button
                  icon="trash"
                  intent="danger"
                  aria-label={`Убрать группу ${n}`}
                  onClick={() => edit(groups.filter((_, i) => i !== gi))}
                />
              </ButtonGroup>
            </div>
            <FieldError message={errors[`${at}.min`] ?? errors[`${at}.max`]} />
            <ol className="catalog-menu-options">
              {g.options.map((o, oi) => {
                const oat = `${at}.options.${oi}`;
                const label = `${n}.${oi + 1}`;
                // A refusal inside the composition opens it, so the message is seen.
                const open =
                  openOptions.has(o.key) ||
                  Object.keys(errors).some((k) => k.startsWith(`${oat}.components`));
                return (
                  <li key={o.key}>
                    <div className="catalog-menu-option">
                      <div className="catalog-menu-name">
                        <InputGroup
                          aria-label={`Вариант ${label}`}
                          placeholder="Вариант, например «без лука»"
                          value={o.name}
                          intent={errors[`${oat}.name`] ? 'danger' : 'none'}
                          onChange={(e) => patchOption(gi, oi, { name: e.target.value })}
                        />
                        <FieldError message={errors[`${oat}.name`]} />
                      </div>
                      <div className="catalog-menu-price">
                        <InputGroup
                          aria-label={`Надбавка варианта ${label}`}
                          inputMode="decimal"
                          value={o.price}
                          intent={errors[`${oat}.priceDelta`] ? 'danger' : 'none'}
                          onChange={(e) => patchOption(gi, oi, { price: e.target.value })}
                          rightElement={RUB}
                        />
                        <FieldError message={errors[`${oat}.priceDelta`]} />
                      </div>
                      <Button
                        variant="minimal"
                        icon="box"
                        className="catalog-menu-toggle"
                        active={open}
                        text={o.components.length ? `Состав (${o.components.length})` : 'Состав'}
                        aria-label={`Состав варианта ${label}`}
                        onClick={() => toggle(o.key)}
                      />
                      <ButtonGroup variant="minimal">
                        <Button
                          icon="arrow-up"
                          aria-label={`Вариант ${label} выше`}
                          disabled={oi === 0}
                          onClick={() => patchGroup(gi, { options: move(g.options, oi, -1) })}
                        />
                        <Button
                          icon="arrow-down"
                          aria-label={`Вариант ${label} ниже`}
                          disabled={oi === g.options.length - 1}
                          onClick={() => patchGroup(gi, { options: move(g.options, oi, 1) })}
                        />
                        <Button
                          icon="cross"
                          aria-label={`Убрать вариант ${label}`}
                          onClick={() => patchGroup(gi, { options: g.options.filter((_, i) => i !== oi) })}
                        />
                      </ButtonGroup>
                    </div>
                    {open && (
                      <div className="catalog-menu-composition">
                        <CompositionEditor
                          rows={o.components}
                          onChange={(rows) => patchOption(gi, oi, { components: rows })}
                          shopType="fastfood"
                          productId={productId}
                          byId={names.byId}
                          onPick={names.remember}
                          errors={optionRowErrors(errors, oat, o.components)}
                          labelPrefix={`вариант ${label}`}
                          emptyText="Вариант не меняет списание со склада. Добавьте, что он берёт на единицу (сыр 0,02) или убирает из рецепта (лук −0,02)."
                        />
                      </div>
                    )}
                  </li>
                );
              })}
            </ol>
            <FieldError message={errors[`${at}.options`]} />
            <Button
              variant="minimal"
              icon="add"
              text="Добавить вариант"
              aria-label={`Добавить вариант в группу ${n}`}
              onClick={() => patchGroup(gi, { options: [...g.options, newOption()] })}
            />
          </Card>
        );
      })}
    </MenuEditor>
  );
}
