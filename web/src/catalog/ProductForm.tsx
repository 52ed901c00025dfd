import { Button, Callout, Card, Checkbox, H2, SegmentedControl, Tag } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { allows, findRoute } from '../../../schema/access';
import { useSession } from '../app/session/context';
import type { ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import type { FormValue } from '../lists/form';
import { toastError, toastSuccess } from '../lists/toaster';
import type { ListRecord } from '../lists/store';
import { CompositionEditor } from './CompositionEditor';
import { ImageUpload } from './ImageUpload';
import { ProductFields } from './ProductFields';
import {
  initialDraft,
  rublesText,
  sameComposition,
  validateDraft,
  type CompositionRow,
  type FormMode,
  type ProductDraft,
} from './productForm';
import { uploadMessage, useImage } from './useImage';
import { SHOP_TYPES, useCatalogActions, useCatalogData } from './useCatalogData';
import { ProductStationField } from '../kitchen/ProductStationField';
import { ProductVatField } from '../fiscal/ProductVatField';
import { ProductComboSection } from './ProductComboSection';
import { ProductModifiersSection } from './ProductModifiersSection';

/** What a new product's page hands to its edit page when a step after the creation failed. */
export interface Carry {
  compositionRows?: CompositionRow[];
  /** The products those rows name, as they were picked (the edit page has no list to name them). */
  compositionProducts?: ListRecord[];
  compositionError?: string;
  imageFile?: File;
  imageError?: string;
}

interface Props {
  mode: FormMode;
  shopType: ShopType;
  /** A superadmin creating a product may pick the shop type. */
  canSwitchShop: boolean;
  /** The product edited or copied. */
  source?: ListRecord;
  /** Its stored composition. */
  composition: { componentId: string; quantity: number }[];
  /** The products that composition names, as its lines bring them (name, unit, price, cost). */
  components: ListRecord[];
  categoryId?: string;
  units: string[];
  carry?: Carry;
}

/** Downloads a stored picture so a copy of the product gets its own. */
async function fileFromUrl(url: string): Promise<File> {
  const response = await fetch(new URL(url, window.location.origin).href);
  if (!response.ok) throw new Error('Не удалось скопировать изображение');
  const blob = await response.blob();
  return new File([blob], 'copy.webp', { type: blob.type || 'image/webp' });
}

/** The product form of /NewProduct, /NewProductCategory/:id, /NewProductArt/:id and /EditProduct/:id. */
export function ProductForm({
  mode,
  source,
  composition,
  components,
  categoryId,
  units,
  carry,
  canSwitchShop,
  ...props
}: Props) {
  const navigate = useNavigate();
  const { user } = useSession();
  // NEWPRODUCT alone opens this form; the catalogue itself needs CATALOG too.
  const canOpenCatalog = allows(user, findRoute('/catalog') ?? {});
  const actions = useCatalogActions();
  const [shopType, setShopType] = useState(props.shopType);
  const data = useCatalogData(shopType);
  const editId = mode === 'edit' ? source?.id : undefined;
  const [draft, setDraft] = useState<ProductDraft>(() => {
    const d = initialDraft(mode, shopType, source, composition, categoryId);
    if (!source && !d.values.unit && units.length) d.values.unit = units[0];
    if (carry?.compositionRows) d.composition = carry.compositionRows;
    return d;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [compositionFailure, setCompositionFailure] = useState<string | null>(
    carry?.compositionError ?? null,
  );
  const [saving, setSaving] = useState(false);
  const [copyImage, setCopyImage] = useState(mode === 'copy' && Boolean(source?.imageUrl));
  const image = useImage('product', editId ?? null, { file: carry?.imageFile, error: carry?.imageError });

  // The products the rows name: those the stored lines bring and those picked here (issue 17: no
  // list of every product to look them up in).
  const [byId, setById] = useState<ReadonlyMap<string, ListRecord>>(
    () => new Map([...components, ...(carry?.compositionProducts ?? [])].map((p) => [p.id, p])),
  );
  const remember = (p: ListRecord) => setById((m) => new Map(m).set(p.id, p));

  const change = (name: string, value: FormValue) => {
    setDraft((d) => ({ ...d, values: { ...d.values, [name]: value } }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const changeRows = (rows: CompositionRow[]) => {
    setDraft((d) => ({ ...d, composition: rows }));
    setErrors((old) =>
      Object.fromEntries(Object.entries(old).filter(([k]) => !k.startsWith('composition.'))),
    );
  };
  const switchShop = (s: ShopType) => {
    setShopType(s);
    setDraft((d) => ({ ...d, values: { ...d.values, shopType: s, categoryId: '' }, composition: [] }));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const v = validateDraft(draft, mode === 'edit' ? 'update' : 'create', editId);
    setErrors(v.errors);
    setFailure(null);
    if (Object.keys(v.errors).length) {
      toastError('Проверьте выделенные поля');
      return;
    }
    setSaving(true);
    try {
      if (editId && source) {
        await actions.products.update(editId, v.input);
        if (source.active !== draft.active) await actions.products.setActive(editId, draft.active);
        if (!sameComposition(v.items, composition)) {
          try {
            await actions.setComposition(editId, v.items);
          } catch (err) {
            const message = serverError(err).message;
            setCompositionFailure(message);
            toastError(`Товар сохранён, но состав — нет: ${message}`);
            return;
          }
        }
        setCompositionFailure(null);
        toastSuccess('Товар сохранён');
        return;
      }
      const created = await actions.products.create(v.input);
      // The product exists now: whatever fails after this travels to its edit page, not lost.
      const later: Carry = {};
      if (!draft.active) await actions.products.setActive(created.id, false).catch(() => undefined);
      if (v.items.length)
        await actions.setComposition(created.id, v.items).catch((err: unknown) => {
          later.compositionRows = draft.composition;
          later.compositionProducts = [...byId.values()];
          later.compositionError = serverError(err).message;
        });
      let file = image.pending;
      if (!file && copyImage && source?.imageUrl)
        file = await fileFromUrl(String(source.imageUrl)).catch(() => null);
      if (file)
        await actions.upload('product', created.id, file).catch((err: unknown) => {
          later.imageFile = file ?? undefined;
          later.imageError = uploadMessage(err);
        });
      toastSuccess('Товар сохранён');
      if (later.compositionError || later.imageError)
        toastError(later.imageError ? `Изображение не сохранено: ${later.imageError}` : 'Состав не сохранён');
      navigate(`/EditProduct/${created.id}`, { replace: true, state: later });
    } catch (err) {
      const { message, fields } = serverError(err);
      setErrors(fields);
      setFailure(message);
      toastError(message);
    } finally {
      setSaving(false);
    }
  };

  const heading =
    mode === 'edit' ? String(source?.name ?? 'Товар') : mode === 'copy' ? 'Копия товара' : 'Новый товар';
  const storedThumb =
    mode === 'edit' && typeof source?.thumbnailUrl === 'string' ? source.thumbnailUrl : null;
  const copyThumb =
    mode === 'copy' && copyImage && typeof source?.thumbnailUrl === 'string' ? source.thumbnailUrl : null;

  return (
    <section className="app-page catalog-form-page">
      <div className="catalog-header">
        <H2 className="app-page-title catalog-form-title">{heading}</H2>
        {source && mode === 'edit' && !source.active && <Tag intent="warning">неактивен</Tag>}
        {source?.deleted && mode === 'edit' && <Tag intent="danger">удалён</Tag>}
        {canSwitchShop && mode === 'new' ? (
          <SegmentedControl
            aria-label="Тип магазина"
            size="small"
            options={SHOP_TYPES}
            value={shopType}
            onValueChange={(s) => switchShop(s as ShopType)}
          />
        ) : (
          <Tag minimal>{SHOP_TYPES.find((s) => s.value === shopType)?.label}</Tag>
        )}
        <span className="catalog-spacer" />
        {editId && (
          <Button
            icon="duplicate"
            text="Создать копию"
            onClick={() => navigate(`/NewProductArt/${editId}`)}
          />
        )}
      </div>
      {mode === 'copy' && source && (
        <Callout intent="primary" icon="duplicate" className="catalog-callout" title="Новый товар по образцу">
          Поля, состав{typeof source.imageUrl === 'string' ? ' и изображение' : ''} скопированы из «
          {String(source.name)}». Артикул и штрихкод очищены: у каждого товара они свои.
        </Callout>
      )}
      {source?.deleted && mode === 'edit' && (
        <Callout intent="warning" icon="trash" className="catalog-callout">
          Товар удалён: его не видно в заказах и на кассе. Восстановить его можно в каталоге (фильтр
          «Удалённые»).
        </Callout>
      )}
      {failure && (
        <Callout
          intent="danger"
          icon="error"
          className="catalog-callout"
          role="alert"
          title="Товар не сохранён"
        >
          {failure}
        </Callout>
      )}
      <form className="catalog-form" onSubmit={save} noValidate>
        <div className="catalog-form-grid">
          <ProductFields
            values={draft.values}
            active={draft.active}
            errors={errors}
            tree={data.tree}
            units={units}
            onChange={change}
            onActive={(active) => setDraft((d) => ({ ...d, active }))}
          />
          <Card className="catalog-form-side">
            <h3 className="catalog-section-title">Изображение</h3>
            <ImageUpload
              label="Изображение товара"
              storedUrl={storedThumb ?? copyThumb}
              fullUrl={mode === 'edit' ? (source?.imageUrl as string | null) : null}
              pending={image.pending}
              error={image.error}
              busy={image.busy}
              hint={
                editId
                  ? 'Файл сохраняется сразу. JPEG, PNG, WebP или GIF до 5 МБ.'
                  : 'Загрузится сразу после создания товара. JPEG, PNG, WebP или GIF до 5 МБ.'
              }
              onPick={image.pick}
              onRemove={editId ? () => void image.remove() : undefined}
              onRetry={editId ? image.retry : undefined}
              onDiscard={image.discard}
            />
            {mode === 'copy' && typeof source?.imageUrl === 'string' && !image.pending && (
              <Checkbox
                label="Скопировать изображение образца"
                checked={copyImage}
                onChange={(e) => setCopyImage(e.currentTarget.checked)}
              />
            )}
          </Card>
        </div>
        <section className="catalog-form-section" aria-label="Состав">
          <h3 className="catalog-section-title">Состав</h3>
          <CompositionEditor
            rows={draft.composition}
            onChange={changeRows}
            shopType={shopType}
            productId={editId}
            byId={byId}
            onPick={remember}
            errors={errors}
            failure={compositionFailure}
            onUseCost={(k) => change('cost', rublesText(k))}
          />
        </section>
        <ProductVatField productId={editId} />
        <ProductStationField productId={editId} shopType={shopType} />
        <ProductModifiersSection productId={editId} shopType={shopType} />
        <ProductComboSection productId={editId} shopType={shopType} />
        <div className="catalog-form-actions">
          <Button type="submit" intent="primary" icon="floppy-disk" text="Сохранить" loading={saving} />
          {canOpenCatalog && (
            <Button
              text="К каталогу"
              disabled={saving}
              onClick={() =>
                navigate(
                  draft.values.categoryId
                    ? `/catalog?category=${String(draft.values.categoryId)}`
                    : '/catalog',
                )
              }
            />
          )}
        </div>
      </form>
    </section>
  );
}
