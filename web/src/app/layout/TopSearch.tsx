import { useQuery } from '@apollo/client';
import { Button, Icon, InputGroup, Spinner } from '@blueprintjs/core';
import { useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { allows, ORDER_RULES } from '../../../../schema/access';
import { formatRub } from '../../../../schema/money';
import { useSearchOrdersQuery, type SearchOrdersQuery } from '../../graphql';
import { LIST_DOCUMENTS } from '../../lists/__generated__/operations';
import { formatDate } from '../format';
import { useSession } from '../session/context';
import { useSettled } from '../useSettled';
import {
  MIN_QUERY,
  SEARCH_LIMIT,
  clientName,
  clientsPath,
  newestOrders,
  orderNumberDate,
  orderPath,
  searchWindow,
  type SearchClient,
  type SearchOrder,
} from './search';

interface Result {
  key: string;
  group: 'Заказы' | 'Клиенты';
  title: string;
  detail: string;
  path: string;
}

const nodes = (data: SearchOrdersQuery | undefined) => data?.ordersConnection?.edges.map((e) => e.node) ?? [];

/** The orders the box can match: a recent window, plus the day a typed order number names. */
function useSearchableOrders(typed: string, enabled: boolean) {
  const range = useMemo(() => searchWindow(), []);
  // The server matches (phones may be masked for this user); it is asked once typing pauses.
  const search = useSettled(typed);
  const ask = enabled && search.length >= MIN_QUERY;
  const day = orderNumberDate(search);
  const outside = day !== null && (day < range.start || day > range.stop);
  const recent = useSearchOrdersQuery({
    variables: { filter: { range, search }, last: SEARCH_LIMIT },
    skip: !ask,
    fetchPolicy: 'cache-and-network',
  });
  const exact = useSearchOrdersQuery({
    variables: { filter: { range: { start: day ?? '', stop: day ?? '' }, search }, last: SEARCH_LIMIT },
    skip: !ask || !outside,
  });
  const orders = useMemo(
    () => [...nodes(recent.data), ...(outside ? nodes(exact.data) : [])],
    [recent.data, exact.data, outside],
  );
  return { orders, loading: (recent.loading && !recent.data) || (outside && exact.loading) };
}

/** Clients the server finds by name or phone (the directory is never loaded whole, issue 17). */
function useClientHits(typed: string, enabled: boolean) {
  const search = useSettled(typed);
  const { data, loading } = useQuery<Record<string, { edges: { node: SearchClient }[] }>>(
    LIST_DOCUMENTS.KlientDirectory.page!,
    {
      variables: { first: SEARCH_LIMIT, filter: { search, onlyActive: true } },
      skip: !enabled || search.length < MIN_QUERY,
      fetchPolicy: 'cache-and-network',
    },
  );
  const found = useMemo(() => data?.clientsConnection.edges.map((e) => e.node) ?? [], [data]);
  return { found, loading: loading && !data };
}

/**
 * The top search box (spec section 2): orders by number or phone, clients by name or phone.
 * A combobox: ↑/↓ move through the results, Enter opens one, Escape closes the list (a second
 * Escape clears the text). On a phone it folds into a button that opens it over the top bar.
 */
export function TopSearch({ collapsible = false }: { collapsible?: boolean }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const query = useDeferredValue(text).trim();
  const searching = open && query.length >= MIN_QUERY;
  const canOrders = allows(user, ORDER_RULES.read);
  const toClients = clientsPath(user);

  const { orders, loading: ordersLoading } = useSearchableOrders(query, searching && canOrders);
  const clients = useClientHits(query, searching && Boolean(toClients));
  const loading = ordersLoading || clients.loading;

  const results = useMemo<Result[]>(() => {
    if (!searching) return [];
    const found: Result[] = [];
    for (const o of newestOrders(orders as SearchOrder[])) {
      const path = orderPath(o, user);
      if (!path) continue;
      found.push({
        key: `order:${o.id}`,
        group: 'Заказы',
        title: `Заказ № ${o.number}`,
        detail: [formatDate(o.date), clientName(o.client), o.client?.phone, formatRub(o.total)]
          .filter(Boolean)
          .join(' · '),
        path,
      });
    }
    if (toClients)
      for (const c of clients.found) {
        const name = clientName(c);
        found.push({
          key: `client:${c.id}`,
          group: 'Клиенты',
          title: name || c.phone || `Клиент ${c.id}`,
          detail: c.phone ?? '',
          path: `${toClients}?q=${encodeURIComponent(name || c.phone || '')}`,
        });
      }
    return found;
  }, [searching, orders, user, toClients, clients.found]);

  const current = Math.min(active, Math.max(0, results.length - 1));
  const optionId = (i: number) => `${id}-option-${i}`;

  const close = () => {
    setOpen(false);
    setExpanded(false);
  };
  const go = (r: Result) => {
    setText('');
    close();
    navigate(r.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (e.key === 'Enter') {
      if (results[current]) {
        e.preventDefault();
        go(results[current]);
      }
    } else if (e.key === 'Escape') {
      if (open && text) setOpen(false);
      else {
        setText('');
        close();
      }
    }
  };

  if (collapsible && !expanded)
    return (
      <Button
        variant="minimal"
        icon="search"
        aria-label="Поиск заказов и клиентов"
        title="Поиск"
        onClick={() => {
          setExpanded(true);
          setOpen(true);
        }}
      />
    );

  const showList = open && query.length >= MIN_QUERY;
  return (
    <div
      className={`app-search${collapsible ? ' is-overlay' : ''}`}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Заказ, телефон, клиент"
        aria-label="Поиск заказов и клиентов"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-activedescendant={showList && results.length > 0 ? optionId(current) : undefined}
        autoFocus={collapsible}
        value={text}
        onValueChange={(v) => {
          setText(v);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        rightElement={
          collapsible ? (
            <Button variant="minimal" icon="cross" aria-label="Закрыть поиск" onClick={close} />
          ) : undefined
        }
      />
      {showList && (
        <div className="app-search-results" id={`${id}-list`} role="listbox" aria-label="Результаты поиска">
          {(['Заказы', 'Клиенты'] as const).map((group) => {
            const items = results.map((r, i) => ({ r, i })).filter(({ r }) => r.group === group);
            if (items.length === 0) return null;
            return (
              <div key={group} role="group" aria-label={group}>
                <div className="app-search-group" aria-hidden="true">
                  {group}
                </div>
                {items.map(({ r, i }) => {
                  return (
                    <Link
                      key={r.key}
                      id={optionId(i)}
                      to={r.path}
                      role="option"
                      tabIndex={-1}
                      aria-selected={i === current}
                      className={`app-search-option${i === current ? ' is-active' : ''}`}
                      // Keep the focus in the box: its blur would close the list before the click.
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseEnter={() => setActive(i)}
                      onClick={(e) => {
                        if (e.ctrlKey || e.metaKey || e.shiftKey) return;
                        e.preventDefault();
                        go(r);
                      }}
                    >
                      <Icon icon={r.group === 'Заказы' ? 'shopping-cart' : 'person'} />
                      <span className="app-search-option-text">
                        <span className="app-search-option-title">{r.title}</span>
                        {r.detail && <span className="app-search-option-detail">{r.detail}</span>}
                      </span>
                    </Link>
                  );
                })}
              </div>
            );
          })}
          {results.length === 0 &&
            (loading ? (
              <div className="app-search-empty">
                <Spinner size={16} /> Ищем…
              </div>
            ) : (
              <div className="app-search-empty" role="status">
                Ничего не найдено
              </div>
            ))}
        </div>
      )}
    </div>
  );
}
