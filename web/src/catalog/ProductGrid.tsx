import { Icon, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { formatRub } from '../../../schema/money';
import { LoadMore } from '../lists/LoadMore';
import type { ListRecord } from '../lists/store';

/** A product's picture or, without one, a calm placeholder of the same size. */
export function ProductThumb({ product, size }: { product: ListRecord; size?: number }) {
  const url = typeof product.thumbnailUrl === 'string' ? product.thumbnailUrl : null;
  const style = size ? { width: size, height: size } : undefined;
  return url ? (
    <img className="catalog-thumb" src={url} alt="" loading="lazy" style={style} />
  ) : (
    <span className="catalog-thumb catalog-thumb-empty" style={style} aria-hidden>
      <Icon icon="media" size={size ? Math.round(size / 2.2) : 32} />
    </span>
  );
}

export function StatusTags({ product }: { product: ListRecord }) {
  if (product.deleted)
    return (
      <Tag minimal intent="danger">
        удалён
      </Tag>
    );
  if (!product.active)
    return (
      <Tag minimal intent="warning">
        неактивен
      </Tag>
    );
  return null;
}

interface Props {
  /** The pages loaded so far. */
  products: ListRecord[];
  /** Products the server still has beyond them. */
  remaining: number;
  loadingMore: boolean;
  onMore: () => void;
}

/**
 * Cards of the products, as the server pages them: the next page comes when the end scrolls into
 * view (or on «Показать ещё»).
 */
export function ProductGrid({ products, remaining, loadingMore, onMore }: Props) {
  return (
    <>
      <ul className="catalog-grid" aria-label="Товары">
        {products.map((p) => (
          <li key={p.id}>
            <Link
              to={`/EditProduct/${p.id}`}
              className={`bp6-card bp6-interactive catalog-card${p.active && !p.deleted ? '' : ' is-off'}`}
              aria-label={String(p.name)}
            >
              <ProductThumb product={p} />
              <span className="catalog-card-name">{String(p.name)}</span>
              <span className="catalog-card-price">{formatRub(Number(p.price) || 0)}</span>
              <span className="catalog-card-meta">
                {p.article ? (
                  <span>арт. {String(p.article)}</span>
                ) : (
                  <span className="catalog-muted">без артикула</span>
                )}
                <StatusTags product={p} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore className="catalog-more" remaining={remaining} loading={loadingMore} onMore={onMore} />
    </>
  );
}
