/**
 * /marketing/Disturbance in jsdom: the campaign form's conversions (roubles → kopecks, refusals in
 * Russian, which placeholders the form can fill), and the screen's empty and error states.
 */
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FormError, inputOf, NEW_CAMPAIGN, usablePlaceholder } from '../../web/src/marketing/campaignForm';
import { segmentSummary } from '../../web/src/marketing/format';
import { listsHandlers, resetListDb } from './lists-handlers';
import { findPage, renderApp } from './render';
import { server } from './setup';

describe('the campaign form', () => {
  it('sends kopecks and nulls for empty conditions; a new campaign is birthdays of the week', () => {
    expect(inputOf({ ...NEW_CAMPAIGN, spentOverRub: '5 000,50', idleDays: ' 90 ' }).segment).toEqual({
      occasionKind: 'birthday',
      occasionDays: 7,
      idleDays: 90,
      spentOver: 500050,
      shopType: null,
      affiliateId: null,
    });
    const none = inputOf({ ...NEW_CAMPAIGN, occasionKind: '', occasionDays: '7' }).segment;
    expect(none).toMatchObject({ occasionKind: null, occasionDays: null, spentOver: null });
  });

  it('refuses malformed numbers in Russian', () => {
    expect(() => inputOf({ ...NEW_CAMPAIGN, idleDays: 'неделя' })).toThrow(
      new FormError('Поле «Последний заказ больше, дней назад»: целое число'),
    );
    expect(() => inputOf({ ...NEW_CAMPAIGN, spentOverRub: '10.999' })).toThrow(/сумма в рублях/);
  });

  it('offers {{повод}} only with an occasion and {{промокод}} only with a promo code', () => {
    const usable = usablePlaceholder({ ...NEW_CAMPAIGN, occasionKind: '', promocodeId: '' });
    expect([usable('имя'), usable('повод'), usable('дата'), usable('промокод')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(usablePlaceholder({ ...NEW_CAMPAIGN, promocodeId: '3' })('промокод')).toBe(true);
  });

  it('summarises a segment in words', () => {
    const segment = {
      occasionKind: 'birthday' as const,
      occasionDays: 7,
      idleDays: 90,
      spentOver: 500000,
      shopType: 'flower_shop' as const,
      affiliateId: '1',
    };
    expect(segmentSummary(segment, () => 'Центральный').replace(/\s/g, ' ')).toBe(
      'день рождения в ближайшие 7 дн. · последний заказ больше 90 дн. назад · потратил больше 5 000,00 ₽ · ' +
        'Цветочный магазин · филиал «Центральный»',
    );
    expect(
      segmentSummary(
        {
          ...segment,
          occasionKind: null,
          occasionDays: null,
          idleDays: null,
          spentOver: null,
          shopType: null,
          affiliateId: null,
        },
        String,
      ),
    ).toBe('все клиенты');
  });
});

describe('/marketing/Disturbance', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetListDb();
    server.use(...listsHandlers);
  });

  it('an empty campaign list invites to create the first one', async () => {
    server.use(
      graphql.query('MarketingCampaigns', () => HttpResponse.json({ data: { marketingCampaigns: [] } })),
    );
    renderApp('/marketing/Disturbance', { as: 'admin' });
    await findPage('Напоминания клиентам');
    expect(await screen.findByText('Рассылок пока нет', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Новая рассылка' }).length).toBeGreaterThan(0);
  });

  it('a refusal of the server shows its message and a retry', async () => {
    server.use(
      graphql.query('MarketingCampaigns', () =>
        HttpResponse.json({ errors: [{ message: 'Недостаточно прав', extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    renderApp('/marketing/Disturbance', { as: 'admin' });
    expect(await screen.findByText('Не удалось загрузить рассылки', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
