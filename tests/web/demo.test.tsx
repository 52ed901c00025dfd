/** Demo pieces of spec section 2: the cart control, the chat popup (2 s reply), the shop screen. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CANNED_REPLY,
  CHAT_POPUP_WIDTH,
  CHAT_REPLY_DELAY_MS,
  ChatPopup,
} from '../../web/src/demo/chat/ChatPopup';
import { CartControl } from '../../web/src/demo/shop/CartControl';
import { renderApp } from './render';
import { server } from './setup';

describe('CartControl', () => {
  it('shows «Add To Cart» at amount 0, which adds', () => {
    const onAdd = vi.fn();
    render(<CartControl amount={0} totalUnit={100} onAdd={onAdd} onUpdate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Увеличить' })).toBeNull();
  });

  it('above 0 shows −, the count and +; − asks for amount − 1, + adds one', () => {
    const onAdd = vi.fn();
    const onUpdate = vi.fn();
    render(<CartControl amount={5} totalUnit={100} onAdd={onAdd} onUpdate={onUpdate} />);
    expect(screen.queryByRole('button', { name: 'Add To Cart' })).toBeNull();
    expect(screen.getByTestId('cart-count').textContent).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    expect(onUpdate).toHaveBeenCalledWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('disables + at the units available (100), not before', () => {
    const plus = () => (screen.getByRole('button', { name: 'Увеличить' }) as HTMLButtonElement).disabled;
    const { rerender } = render(
      <CartControl amount={99} totalUnit={100} onAdd={vi.fn()} onUpdate={vi.fn()} />,
    );
    expect(plus()).toBe(false);
    rerender(<CartControl amount={100} totalUnit={100} onAdd={vi.fn()} onUpdate={vi.fn()} />);
    expect(plus()).toBe(true);
    expect((screen.getByRole('button', { name: 'Уменьшить' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('ChatPopup', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const input = () => screen.getByRole('textbox', { name: 'Сообщение' }) as HTMLTextAreaElement;
  const lines = () => within(screen.getByRole('list', { name: 'Сообщения' })).queryAllByRole('listitem');

  it('toggles open and closed, 360 px wide', () => {
    render(<ChatPopup />);
    expect(screen.queryByRole('dialog', { name: 'Чат' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть чат' }));
    expect(screen.getByRole('dialog', { name: 'Чат' }).style.width).toBe(`${CHAT_POPUP_WIDTH}px`);
    expect(CHAT_POPUP_WIDTH).toBe(360);
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть чат' }));
    expect(screen.queryByRole('dialog', { name: 'Чат' })).toBeNull();
  });

  it('sends on Enter only when the trimmed text is not empty; Shift+Enter does not send', () => {
    const onSend = vi.fn();
    render(<ChatPopup onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть чат' }));
    fireEvent.change(input(), { target: { value: '   \n ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(lines()).toHaveLength(0);

    fireEvent.change(input(), { target: { value: '  Привет ' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Привет');
    expect(lines().map((l) => l.textContent)).toEqual(['Привет']);
    expect(input().value).toBe('');
  });

  it('shows the message at once and the canned reply after 2 s (fake timers)', () => {
    vi.useFakeTimers();
    render(<ChatPopup />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть чат' }));
    fireEvent.change(input(), { target: { value: 'Есть розы?' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(lines().map((l) => l.textContent)).toEqual(['Есть розы?']);
    expect(CHAT_REPLY_DELAY_MS).toBe(2000);
    act(() => vi.advanceTimersByTime(1999));
    expect(lines()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(lines().map((l) => l.textContent)).toEqual(['Есть розы?', CANNED_REPLY]);
  });

  it('grows the input with its lines, up to 4 rows', () => {
    render(<ChatPopup />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть чат' }));
    expect(input().rows).toBe(1);
    fireEvent.change(input(), { target: { value: 'a\nb\nc' } });
    expect(input().rows).toBe(3);
    fireEvent.change(input(), { target: { value: 'a\nb\nc\nd\ne\nf' } });
    expect(input().rows).toBe(4);
  });
});

describe('the demo shop screen', () => {
  const product = (id: string, amount: number) => ({
    __typename: 'CartItem',
    amount,
    product: { __typename: 'ShopProduct', id, title: 'Wireless Headphone', price: 129, totalUnit: 100 },
  });

  it("is in the SA's «Демо» menu; − sends amount − 1 through UpdateCartAmount", async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.query('ShopCatalog', () =>
        HttpResponse.json({
          data: {
            shopProducts: [
              {
                __typename: 'ShopProduct',
                id: 'p1',
                imgUrl: '',
                price: 129,
                totalUnit: 100,
                title: 'Wireless Headphone',
                category: 'audio',
                brand: 'Sony',
                rating: 5,
                freeShipping: true,
                description: '',
              },
            ],
            shopCategories: [{ __typename: 'ShopFacet', title: 'audio', product: 1 }],
            shopBrands: [{ __typename: 'ShopFacet', title: 'Sony', product: 1 }],
            shopRatings: [{ __typename: 'ShopRatingFacet', rate: 5, product: 1 }],
          },
        }),
      ),
      graphql.query('Cart', () => HttpResponse.json({ data: { cart: [product('p1', 3)] } })),
      graphql.mutation('UpdateCartAmount', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { updateCartAmount: [product('p1', variables.amount as number)] } });
      }),
    );
    renderApp('/demo/ecommerce/shop', { as: 'admin' });
    // Generous waits: the lazy screen and three msw round trips are slow when the suite runs in parallel.
    const slow = { timeout: 10_000 };
    await screen.findByText('Wireless Headphone', { selector: '.demo-product-title' }, slow);
    expect(screen.getByRole('complementary', { name: 'Главное меню' }).textContent).toContain('Демо');
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('3'), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Уменьшить' }));
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('2'), slow);
    expect(sent).toEqual([{ productId: 'p1', amount: 2 }]);
  }, 30_000);
});

describe('demo areas are the SA’s (issue 26)', () => {
  it('send a manager to «Доступ запрещен!» and leave «Демо» out of their menu', async () => {
    const app = renderApp('/demo/ecommerce/shop', { as: 'manager' });
    await screen.findByText('Доступ запрещен!', undefined, { timeout: 10_000 });
    expect(app.location()).toBe('/session/notAuthRole');
  }, 30_000);
});
