import { Button, Icon, Tag } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRub } from '../../../schema/money';
import type { ListRecord } from '../lists/store';

const PAGE = 60;

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

/**
 * Cards of the products. A thousand cards with pictures is a lot of DOM: the grid draws a page
 * at a time and the next one when the end scrolls into view (or on «Показать ещё»).
 */
export function ProductGrid({ products }: { products: ListRecord[] }) {
  const [shown, setShown] = useState(PAGE);
  const end = useRef<HTMLDivElement>(null);
  const more = products.length - shown;

  useEffect(() => {
    const el = end.current;
    if (!el || more <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => n + PAGE);
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [more]);

  return (
    <>
      <ul className="catalog-grid" aria-label="Товары">
        {products.slice(0, shown).map((p) => (
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
      {more > 0 && (
        <div ref={end} className="catalog-more">
          <Button
            variant="minimal"
            icon="more"
            text={`Показать ещё (${more})`}
            onClick={() => setShown((n) => n + PAGE)}
          />
        </div>
      )}
    </>
  );
}
