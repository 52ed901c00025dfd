import { Card, HTMLSelect, Icon, InputGroup, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { DemoPage } from '../DemoPage';
import { CartControl } from './CartControl';
import { useShop } from './useShop';

const money = (n: number) => `$${n.toFixed(2)}`;

/** The demo shop: filters, product cards with the cart control, and the cart. */
export default function ShopPage() {
  const shop = useShop();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [brand, setBrand] = useState('');
  const visible = useMemo(
    () =>
      shop.products.filter(
        (p) =>
          (!category || p.category === category) &&
          (!brand || p.brand === brand) &&
          p.title.toLowerCase().includes(query.trim().toLowerCase()),
      ),
    [shop.products, category, brand, query],
  );
  const total = shop.cart.reduce((sum, i) => sum + i.amount * i.product.price, 0);
  const units = shop.cart.reduce((sum, i) => sum + i.amount, 0);

  return (
    <DemoPage title="Магазин" loading={shop.loading} error={shop.error}>
      <div className="demo-shop">
        <div className="demo-shop-main">
          <div className="demo-toolbar">
            <InputGroup
              leftIcon="search"
              placeholder="Поиск товара"
              aria-label="Поиск товара"
              value={query}
              onValueChange={setQuery}
            />
            <HTMLSelect aria-label="Категория" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">Все категории</option>
              {shop.categories.map((c) => (
                <option key={c.title} value={c.title}>
                  {c.title} ({c.product})
                </option>
              ))}
            </HTMLSelect>
            <HTMLSelect aria-label="Бренд" value={brand} onChange={(e) => setBrand(e.target.value)}>
              <option value="">Все бренды</option>
              {shop.brands.map((b) => (
                <option key={b.title} value={b.title}>
                  {b.title} ({b.product})
                </option>
              ))}
            </HTMLSelect>
          </div>
          <div className="demo-products">
            {visible.map((p) => (
              <Card key={p.id} className="demo-product" data-testid={`product-${p.id}`}>
                <div className="demo-product-image" aria-hidden>
                  <Icon icon="media" size={40} />
                </div>
                <div className="demo-product-title">{p.title}</div>
                <div className="demo-product-meta">
                  <span>{p.brand}</span>
                  <span aria-label={`Рейтинг ${p.rating} из 5`}>
                    {'★'.repeat(p.rating)}
                    {'☆'.repeat(5 - p.rating)}
                  </span>
                </div>
                <div className="demo-product-meta">
                  <strong>{money(p.price)}</strong>
                  {p.freeShipping && (
                    <Tag minimal intent="success">
                      Бесплатная доставка
                    </Tag>
                  )}
                </div>
                <CartControl
                  label={p.title}
                  amount={shop.amountOf(p.id)}
                  totalUnit={p.totalUnit}
                  busy={shop.busy}
                  onAdd={() => void shop.addToCart(p.id).catch(() => undefined)}
                  onUpdate={(amount) => void shop.updateAmount(p.id, amount).catch(() => undefined)}
                />
              </Card>
            ))}
          </div>
        </div>
        <Card className="demo-cart" aria-label="Корзина">
          <h3>
            <Icon icon="shopping-cart" /> Корзина · {units} шт.
          </h3>
          {shop.cart.length === 0 && <p className="bp6-text-muted">Корзина пуста</p>}
          <ul>
            {shop.cart.map((i) => (
              <li key={i.product.id}>
                <span>{i.product.title}</span>
                <span>
                  {i.amount} × {money(i.product.price)}
                </span>
              </li>
            ))}
          </ul>
          <div className="demo-cart-total">Итого: {money(total)}</div>
        </Card>
      </div>
    </DemoPage>
  );
}
