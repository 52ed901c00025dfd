import { Button, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import type { MarketingClientFilter } from '../graphql';
import { useSettled } from '../app/useSettled';
import { formatDate } from '../app/format';
import { toastError } from '../lists/toaster';
import { ClientDrawer } from './ClientDrawer';
import { dayMonth } from './format';
import { PagedScroll } from './PagedScroll';
import { useMarketingActions, useMarketingClients, type MarketingClient } from './useMarketing';

type Filter = 'all' | 'soon' | 'quiet';

/** What each choice of «Показать» asks the server for. */
const FILTERS: Record<Filter, Omit<MarketingClientFilter, 'search'>> = {
  all: {},
  soon: { occasionDays: 30 },
  quiet: { doNotDisturb: true },
};

function daysUntil(date: string): number {
  const today = new Date();
  const utcToday = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.parse(`${date}T00:00:00Z`) - utcToday) / 86_400_000);
}

/** Clients with their next occasion and the do-not-disturb switch; a row opens the client. */
export function ClientsTab() {
  const actions = useMarketingActions();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<string | null>(null);
  // The search goes to the server once typing pauses.
  const search = useSettled(query.trim());
  const pages = useMarketingClients({ ...FILTERS[filter], search: search || null });
  const { nodes: found, loading, error, refetch } = pages;

  const toggle = async (c: MarketingClient, value: boolean) => {
    try {
      await actions.setDoNotDisturb(c.id, value);
    } catch (err) {
      toastError((err as Error).message);
    }
  };

  return (
    <div className="mk-tab">
      <div className="mk-toolbar">
        <InputGroup
          leftIcon="search"
          placeholder="Имя, телефон или e-mail"
          aria-label="Поиск клиента"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <HTMLSelect
          aria-label="Показать"
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
          options={[
            { value: 'all', label: 'Все клиенты' },
            { value: 'soon', label: 'Повод в ближайшие 30 дней' },
            { value: 'quiet', label: '«Не беспокоить»' },
          ]}
        />
        <Button icon="refresh" aria-label="Обновить" onClick={() => void refetch()} />
      </div>
      {loading ? (
        <Spinner className="mk-state" aria-label="Загрузка" />
      ) : error ? (
        <NonIdealState
          className="mk-state"
          icon="error"
          title="Не удалось загрузить клиентов"
          description={error.message}
          action={<Button text="Повторить" onClick={() => void refetch()} />}
        />
      ) : found.length === 0 ? (
        <NonIdealState className="mk-state" icon="search" title="Клиенты не найдены" />
      ) : (
        <PagedScroll pages={pages}>
          <HTMLTable interactive striped className="mk-table" aria-label="Клиенты">
            <thead>
              <tr>
                <th>Клиент</th>
                <th>Телефон</th>
                <th>E-mail</th>
                <th>Ближайший повод</th>
                <th>Поводов</th>
                <th>Не беспокоить</th>
              </tr>
            </thead>
            <tbody>
              {found.map((c) => (
                <tr key={c.id} onClick={() => setOpen(c.id)}>
                  <td>
                    <a
                      href="#"
                      onClick={(e) => {
                        e.preventDefault();
                        setOpen(c.id);
                      }}
                    >
                      {c.name || 'Без имени'}
                    </a>
                  </td>
                  <td>{c.phone}</td>
                  <td>{c.email || <span className="mk-muted">нет</span>}</td>
                  <td>
                    {c.nextOccasion ? (
                      <>
                        {c.nextOccasion.title}, {dayMonth(c.nextOccasion.date)}{' '}
                        <span className="mk-muted">
                          (
                          {daysUntil(c.nextOccasion.date) === 0
                            ? 'сегодня'
                            : `через ${daysUntil(c.nextOccasion.date)} дн.`}
                          )
                        </span>
                      </>
                    ) : (
                      <span className="mk-muted">—</span>
                    )}
                  </td>
                  <td>{c.occasionCount}</td>
                  <td onClick={(e) => e.stopPropagation()}>
                    <Switch
                      checked={c.doNotDisturb}
                      aria-label={`Не беспокоить: ${c.name}`}
                      title={c.doNotDisturbAt ? `С ${formatDate(c.doNotDisturbAt)}` : undefined}
                      onChange={(e) => void toggle(c, e.currentTarget.checked)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </PagedScroll>
      )}
      <ClientDrawer clientId={open} onClose={() => setOpen(null)} />
    </div>
  );
}
