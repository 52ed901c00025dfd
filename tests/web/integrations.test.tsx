/**
 * The «Интеграции» screen (issue 20 item 1): create a token → its secret is shown once with a copy
 * button → it is listed (without the secret) → «Отозвать» marks it revoked. msw plays the gateway.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CreateIntegrationTokenMutation,
  CreateIntegrationTokenMutationVariables,
  IntegrationTokenFieldsFragment,
  IntegrationTokensQuery,
  RevokeIntegrationTokenMutation,
  RevokeIntegrationTokenMutationVariables,
} from '../../web/src/graphql/__generated__/hooks';
import { findPage, renderApp } from './render';
import { server } from './setup';

const SECRET = 'fcrm_' + 'A'.repeat(43);
type Token = IntegrationTokenFieldsFragment & { __typename: 'IntegrationToken' };
let tokens: Token[] = [];
const calls: { operation: string; variables: unknown }[] = [];

beforeEach(() => {
  tokens = [];
  calls.length = 0;
  server.use(
    graphql.query<IntegrationTokensQuery>('IntegrationTokens', () =>
      HttpResponse.json({ data: { integrationTokens: tokens } }),
    ),
    graphql.mutation<CreateIntegrationTokenMutation, CreateIntegrationTokenMutationVariables>(
      'CreateIntegrationToken',
      ({ variables }) => {
        calls.push({ operation: 'CreateIntegrationToken', variables });
        const { name, scopes, shopType } = variables.input;
        const token: Token = {
          __typename: 'IntegrationToken',
          id: String(tokens.length + 1),
          name,
          scopes,
          shopType: shopType ?? 'flower_shop',
          createdBy: 'admin@example.com',
          createdAt: '2026-11-26T10:00:00Z',
          lastUsedAt: null,
          revokedAt: null,
        };
        tokens = [token, ...tokens];
        // Apollo's cache wants the __typename the generated operation type leaves out.
        const payload = {
          __typename: 'CreateIntegrationTokenPayload',
          token,
          secret: SECRET,
          userErrors: [],
        };
        return HttpResponse.json({ data: { createIntegrationToken: payload } });
      },
    ),
    graphql.mutation<RevokeIntegrationTokenMutation, RevokeIntegrationTokenMutationVariables>(
      'RevokeIntegrationToken',
      ({ variables }) => {
        calls.push({ operation: 'RevokeIntegrationToken', variables });
        tokens = tokens.map((t) => (t.id === variables.id ? { ...t, revokedAt: '2026-11-26T11:00:00Z' } : t));
        return HttpResponse.json({
          data: {
            revokeIntegrationToken: {
              token: tokens.find((t) => t.id === variables.id)!,
              userErrors: [],
            },
          },
        });
      },
    ),
  );
});

describe('the integrations screen', () => {
  it('creates a token, shows its secret once, lists it and revokes it', async () => {
    const user = userEvent.setup();
    renderApp('/Settings/Integrations', { as: 'admin' });
    await findPage('Интеграции');
    await screen.findByText('Токенов пока нет');

    await user.click(screen.getByRole('button', { name: 'Создать токен' }));
    const form = await screen.findByRole('dialog');
    // Nothing chosen yet: a clear refusal, and nothing is sent.
    await user.type(within(form).getByLabelText('Название'), 'Сайт');
    await user.click(within(form).getByRole('button', { name: 'Создать' }));
    expect(await within(form).findByText('Выберите хотя бы один ключ доступа')).toBeTruthy();
    expect(calls).toEqual([]);

    await user.click(within(form).getByLabelText('Все заказы'));
    await user.selectOptions(within(form).getByLabelText('Тип магазина'), 'fastfood');
    await user.click(within(form).getByRole('button', { name: 'Создать' }));

    const shown = await screen.findByDisplayValue(SECRET);
    expect(screen.getByText('Скопируйте токен сейчас')).toBeTruthy();
    expect(calls).toEqual([
      {
        operation: 'CreateIntegrationToken',
        variables: { input: { name: 'Сайт', scopes: ['ALLORDER'], shopType: 'fastfood' } },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Копировать' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByRole('button', { name: 'Скопировано' })).toBeTruthy();
    expect(shown).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
    // Listed, and the secret is nowhere on the page any more.
    const row = (await screen.findByText('Сайт')).closest('tr')!;
    expect(within(row).getByText('Фастфуд')).toBeTruthy();
    expect(within(row).getByText('Все заказы')).toBeTruthy();
    expect(within(row).getByText('не использовался')).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);

    await user.click(within(row).getByRole('button', { name: 'Отозвать' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ operation: 'RevokeIntegrationToken', variables: { id: '1' } }),
    );
    expect(await within(row).findByText(/Отозван/)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Отозвать' })).toBeNull();
  }, 60_000);

  it('offers an ADMIN only their own keys and no shop type choice', async () => {
    const user = userEvent.setup();
    renderApp('/Settings/Integrations', { as: 'fastfood' });
    await findPage('Интеграции');
    await user.click(await screen.findByRole('button', { name: 'Создать токен' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).queryByLabelText('Тип магазина')).toBeNull();
    expect(within(form).getByLabelText('Все заказы')).toBeTruthy();
  }, 30_000);

  it('is not offered to a MANAGER', async () => {
    renderApp('/Settings/Integrations', { as: 'manager' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Создать токен' })).toBeNull());
    expect(screen.queryByText('Токенов пока нет')).toBeNull();
  });
});
