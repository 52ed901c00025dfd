import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client';
import { useEffect, useState, type ReactNode } from 'react';
import {
  ProductRecordDocument,
  useProductMenuEditQuery,
  type ProductMenuEditQuery,
  type ShopType,
} from '../graphql';
import { serverError } from '../lists/errors';
import type { ListRecord } from '../lists/store';

type MenuProduct = NonNullable<ProductMenuEditQuery['product']>;

interface Props {
  productId?: string;
  shopType: ShopType;
  /** «Модификаторы», «Комбо». */
  title: string;
  /** The editor, drawn once the product's menu is loaded. */
  children: (product: MenuProduct) => ReactNode;
}

/**
 * A fast-food product's menu part in the product form (modifiers, combo slots): shown for the
 * fast-food shop type only, saved on its own call like the kitchen station (a new product gets it
 * after its first save). Both parts read one query, so Apollo asks the server once.
 */
export function ProductMenuSection({ productId, shopType, title, children }: Props) {
  if (shopType !== 'fastfood') return null;
  return (
    <section className="catalog-form-section" aria-label={title}>
      <h3 className="catalog-section-title">{title}</h3>
      {productId ? (
        <Loaded productId={productId}>{children}</Loaded>
      ) : (
        <p className="catalog-muted">Можно задать после сохранения товара.</p>
      )}
    </section>
  );
}

function Loaded({ productId, children }: { productId: string; children: Props['children'] }) {
  const menu = useProductMenuEditQuery({ variables: { id: productId }, fetchPolicy: 'cache-and-network' });
  const product = menu.data?.product;
  if (!product && menu.loading) return <Spinner size={20} aria-label="Загрузка" />;
  if (!product)
    return (
      <Callout
        intent="danger"
        icon="error"
        className="catalog-callout"
        title="Не удалось загрузить меню товара"
      >
        <p>{menu.error ? serverError(menu.error).message : 'Товар не найден.'}</p>
        <Button icon="refresh" text="Повторить" onClick={() => void menu.refetch()} />
      </Callout>
    );
  return <>{children(product)}</>;
}

/** A field's refusal under it (the server's at its path, or the form's own). */
export const FieldError = ({ message }: { message?: string }) =>
  message ? <div className="catalog-field-error">{message}</div> : null;

interface EditorProps {
  /** «Модификаторы не сохранены», «Комбо не сохранено». */
  failureTitle: string;
  /** Why the last save failed, or null. */
  failure: string | null;
  /** The refusal of the whole list (`groups`, `slots`). */
  listError?: string;
  addText: string;
  onAdd: () => void;
  saveText: string;
  saving: boolean;
  onSave: () => void;
  /** The rows being edited. */
  children: ReactNode;
}

/**
 * The frame both menu editors share: the last save's refusal above the rows, the whole list's
 * refusal below them, then «Добавить …» and «Сохранить …».
 */
export function MenuEditor(props: EditorProps) {
  return (
    <div className="catalog-menu">
      {props.failure && (
        <Callout
          intent="danger"
          icon="error"
          className="catalog-callout"
          role="alert"
          title={props.failureTitle}
        >
          {props.failure}
        </Callout>
      )}
      {props.children}
      <FieldError message={props.listError} />
      <div className="catalog-composition-foot">
        <Button icon="add" text={props.addText} onClick={props.onAdd} />
        <Button
          intent="primary"
          icon="floppy-disk"
          text={props.saveText}
          loading={props.saving}
          onClick={props.onSave}
        />
      </div>
    </div>
  );
}

/**
 * The products an editor names by id only (a modifier option's composition), read one by one by
 * id and kept: there are a few, and the catalogue is never loaded whole (issue 17).
 */
export function useProductNames(ids: readonly string[]) {
  const client = useApolloClient();
  const [byId, setById] = useState<ReadonlyMap<string, ListRecord>>(new Map());
  const remember = (p: ListRecord) => setById((m) => new Map(m).set(p.id, p));
  const missing = ids.filter((id) => id && !byId.has(id)).join(',');
  useEffect(() => {
    let live = true;
    for (const id of missing ? missing.split(',') : [])
      client
        .query({ query: ProductRecordDocument, variables: { id } })
        .then(({ data }) => {
          const p = data?.product as ListRecord | null | undefined;
          if (live && p) setById((m) => new Map(m).set(p.id, p));
        })
        // A product removed since: the row says «нет в каталоге».
        .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, missing]);
  return { byId, remember };
}
