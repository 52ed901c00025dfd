/**
 * Loyalty at the till (issue 21 item 6, docs/loyalty.md): a regular client who earned bonuses on a
 * paid order comes back; the cashier finds them by phone at the POS, switches «Списать бонусы» on,
 * and the bonuses pay part of the sale (capped by the programme's share), the rest in cash. The
 * till, the order the server keeps and the client's bonus account all agree.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRub } from '../../schema/money';
import {
  baseURL,
  graphql,
  newPage,
  problems,
  QUIET_ADMIN_PATH,
  shotsDir,
  signInAs,
  useBrowser,
} from './browser';

const shots = shotsDir();
const browser = useBrowser();

/** "1 234,50 ₽" → 123450. */
const kopecks = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));

interface Account {
  bonusAccount: { balance: number; entries: { kind: string; amount: number; orderNumber: string | null }[] };
}

type Program = {
  enabled: boolean;
  accrualPercent: number;
  tiers: unknown[];
  expiryDays: number | null;
  maxSharePercent: number;
};

/** The shop type's programme switched on, and its till open so cash can land (one open is as good). */
async function startProgram(page: Page, shopType: 'fastfood' | 'flower_shop', program: Program) {
  await graphql(
    page,
    `
      mutation ($s: ShopType!, $i: LoyaltyProgramInput!) {
        updateLoyaltyProgram(shopType: $s, input: $i) {
          program {
            enabled
          }
          userErrors {
            message
          }
        }
      }
    `,
    { s: shopType, i: program },
  );
  await graphql(
    page,
    'mutation ($s: ShopType!) { openCashShift(shopType: $s, openingCash: 0, affiliateId: 1) { shift { id } } }',
    { s: shopType },
  ).catch(() => undefined);
}

/** A phone no earlier run has used. */
const freshPhone = (code: string) => {
  const n = String(Date.now());
  return `+7 (${code}) ${n.slice(-7, -4)}-${n.slice(-4, -2)}-${n.slice(-2)}`;
};

/** An earlier visit of the client, paid in full in cash (so it earns bonuses). */
async function paidVisit(
  page: Page,
  order: {
    shopType: string;
    deliveryType: string;
    client: Record<string, string>;
    line: { productId: string; count: number; price: number };
  },
) {
  const { line, ...rest } = order;
  await graphql(
    page,
    `
      mutation ($input: OrderInput!) {
        createOrder(input: $input) {
          order {
            id
          }
          userErrors {
            message
          }
        }
      }
    `,
    {
      input: {
        ...rest,
        client: { patronymic: '', email: '', ...order.client },
        lines: [line],
        advanceSum: line.count * line.price,
      },
    },
  );
}

describe('a client pays part of an order with bonuses at the POS', () => {
  it('the till offers the balance within the share; the order and the account show the spend', async () => {
    const page = await newPage(browser(), { viewport: { width: 1366, height: 900 } });
    await signInAs(page, 'fastfood');
    await startProgram(page, 'fastfood', {
      enabled: true,
      accrualPercent: 10,
      tiers: [],
      expiryDays: 365,
      maxSharePercent: 50,
    });

    await page.goto(`${baseURL()}/order/newOrderFastFood`);
    const tile = page.locator('.pos-product').first();
    await tile.waitFor();
    const productId = /код (\S+)/.exec((await tile.locator('.pos-product-code').textContent())!)![1];
    const price = kopecks((await tile.locator('.pos-product-price').textContent())!);

    const surname = `Бонусова${[...String(Date.now()).slice(-5)].map((c) => 'абвгдежзик'[Number(c)]).join('')}`;
    // Last week's visit, paid in full: the client earned 10 % of it.
    const phone = freshPhone('916');
    await paidVisit(page, {
      shopType: 'fastfood',
      deliveryType: 'here',
      client: { phone, firstName: 'Марина', lastName: surname },
      line: { productId, count: 20, price },
    });
    const earned = Math.floor((20 * price * 1000 + 5000) / 10000);

    // Today: two of the same, the client found by phone, «Списать бонусы».
    await tile.click();
    await tile.click();
    await page.getByLabel('Телефон клиента').fill(phone);
    await page.getByRole('button', { name: `${surname} Марина` }).click();
    await page.getByTestId('pos-client').waitFor();
    await expect
      .poll(async () => kopecks((await page.getByTestId('bonus-balance').textContent()) ?? ''))
      .toBe(earned);
    await page.getByText('Списать бонусы').click();
    const total = kopecks((await page.getByTestId('pos-total').textContent())!);
    const bonus = kopecks((await page.getByTestId('pos-bonus').textContent())!);
    const due = kopecks((await page.getByTestId('pos-due').textContent())!);
    expect(total).toBe(2 * price);
    expect(bonus).toBe(Math.min(earned, Math.floor(total / 2)));
    expect(due).toBe(total - bonus);
    await page.getByRole('button', { name: '5000 ₽' }).click();
    await page.screenshot({ path: join(shots, 'loyalty-pos.png') });

    await page.getByRole('button', { name: new RegExp(`^Оплатить ${formatRub(due)}`) }).click();
    const paid = page.locator('.pos-paid');
    await paid.waitFor();
    const number = /Заказ (\S+) оплачен/.exec((await paid.textContent())!)![1];

    // The server's order: bonuses paid their part, the cash the rest; nothing left to pay.
    const { orders } = await graphql<{ orders: { orders: Record<string, unknown>[] } }>(
      page,
      `
        query ($s: String) {
          orders(preset: TODAY, search: $s) {
            orders {
              number
              clientId
              total
              bonusSum
              paidSum
              dueSum
            }
          }
        }
      `,
      { s: number },
    );
    const order = orders.orders.find((o) => o.number === number)!;
    expect(order).toMatchObject({ total, bonusSum: bonus, paidSum: due, dueSum: 0 });
    // The account: spent on this order, and the money part earned 10 % again.
    const account = await graphql<Account>(
      page,
      'query ($id: ID!) { bonusAccount(clientId: $id) { balance entries { kind amount orderNumber } } }',
      { id: order.clientId },
    );
    const again = Math.floor((due * 1000 + 5000) / 10000);
    expect(account.bonusAccount.balance).toBe(earned - bonus + again);
    expect(account.bonusAccount.entries.slice(0, 2)).toEqual([
      { kind: 'accrued', amount: again, orderNumber: number },
      { kind: 'spent', amount: -bonus, orderNumber: number },
    ]);

    // The client card shows the balance and the history, newest first.
    await page.goto(`${baseURL()}/klientList/klientList`);
    await page.getByLabel('Поиск', { exact: true }).fill(surname);
    await page.getByRole('button', { name: `Карточка: ${surname}` }).click();
    const card = page.locator('.client-card');
    await expect
      .poll(async () => kopecks((await card.getByTestId('card-bonus-balance').textContent()) ?? ''))
      .toBe(earned - bonus + again);
    const history = card.getByRole('table', { name: 'История бонусов' }).locator('tbody tr');
    await expect.poll(() => history.count()).toBe(3);
    await expect.poll(() => history.first().innerText()).toContain('Начислено');
    await page.screenshot({ path: join(shots, 'loyalty-card.png') });
    expect(problems.get(page)).toEqual([]);
  });

  it('the programme is set up in «Настройки» → «Бонусная программа»; a wrong tier is shown at its field', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin', { path: '/Settings/Loyalty' });
    await page.getByText('Программа включена').click();
    await page.locator('#loyalty-accrualPercent').fill('5');
    await page.locator('#loyalty-maxSharePercent').fill('30');
    await page.locator('#loyalty-expiryDays').fill('180');
    await page.getByRole('button', { name: 'Добавить уровень' }).click();
    await page.getByLabel('Уровень 1: от суммы покупок').fill('0');
    await page.getByLabel('Уровень 1: процент').fill('7');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Уровень 1: сумма покупок — больше 0 ₽').waitFor();
    await page.getByLabel('Уровень 1: от суммы покупок').fill('10000');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Бонусная программа сохранена').waitFor();
    await page.screenshot({ path: join(shots, 'loyalty-settings.png') });
    const { loyaltyProgram } = await graphql<{ loyaltyProgram: Record<string, unknown> }>(
      page,
      '{ loyaltyProgram { enabled accrualPercent maxSharePercent expiryDays tiers { fromSpent percent } } }',
    );
    expect(loyaltyProgram).toEqual({
      enabled: true,
      accrualPercent: 5,
      maxSharePercent: 30,
      expiryDays: 180,
      tiers: [{ fromSpent: 10_000_00, percent: 7 }],
    });
    expect(problems.get(page)).toEqual([]);
  });

  it('the flower order form offers «Списать бонусы» for the client the phone finds', async () => {
    const page = await newPage(browser());
    await signInAs(page, 'admin', { path: QUIET_ADMIN_PATH });
    await startProgram(page, 'flower_shop', {
      enabled: true,
      accrualPercent: 5,
      tiers: [],
      expiryDays: null,
      maxSharePercent: 30,
    });
    const pick = async () => {
      const picker = page.getByRole('combobox', { name: 'Товар 1' });
      await picker.click();
      await picker.pressSequentially('роза', { delay: 30 });
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByLabel('Цена 1').inputValue()).not.toBe('');
    };
    await page.goto(`${baseURL()}/order/newOrder`);
    await pick();
    const productId = await page.getByLabel('Код товара 1').inputValue();
    const price = Number(await page.getByLabel('Цена 1').inputValue()) * 100;

    // An earlier pick-up, paid in full: 5 % of it earned.
    const phone = freshPhone('926');
    await paidVisit(page, {
      shopType: 'flower_shop',
      deliveryType: 'pickup',
      client: { phone, firstName: 'Алла', lastName: 'Цветкова' },
      line: { productId, count: 10, price },
    });
    const earned = Math.floor((10 * price * 500 + 5000) / 10000);

    await page.goto(`${baseURL()}/order/newOrder`);
    await page.locator('#client-phone').fill(phone);
    await page.getByText('Постоянный клиент: Цветкова Алла').waitFor();
    await pick();
    await page.getByLabel('Количество 1').fill('3');
    await expect
      .poll(async () => kopecks((await page.getByTestId('bonus-balance').textContent()) ?? ''))
      .toBe(earned);
    await page.getByText('Списать бонусы').click();
    const total = kopecks((await page.getByTestId('total').textContent())!);
    const bonus = kopecks((await page.getByTestId('bonus').textContent())!);
    expect(bonus).toBe(Math.min(earned, Math.floor((total * 3000) / 10000)));
    expect(kopecks((await page.getByTestId('due').textContent())!)).toBe(total - bonus);
    await page.screenshot({ path: join(shots, 'loyalty-order-form.png'), fullPage: true });
    expect(problems.get(page)).toEqual([]);
  });
});
