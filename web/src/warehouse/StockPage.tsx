import { Button, HTMLSelect, InputGroup, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../app/session/context';
import { useSettled } from '../app/useSettled';
import type { StockBalanceOrder } from '../graphql';
import { BalancesTable, type BalanceRow } from './BalancesTable';
import { documentPath, KIND_LIST } from './kinds';
import { MovementsTable } from './MovementsTable';
import { useWarehouseRefs } from './refs';
import { useBalancePages, useMovementPages, useStockDocument } from './useWarehouse';
import './warehouse.css';
import { PageCount } from '../app/PageCount';

const ORDERS: { value: StockBalanceOrder; label: string }[] = [
  { value: 'NAME', label: 'По названию' },
  { value: 'QUANTITY', label: 'По остатку' },
];

/**
 * /warehouse/Stock: balances per branch and product (search, zero balances on demand, untracked
 * and negative ones marked; paged, searched, sorted and counted by the server, issue 17) and the
 * movement ledger of the picked product, of one document (`?document=<id>`, the editor links
 * here) or the latest of the branch.
 */
export default function StockPage() {
  const [params, setParams] = useSearchParams();
  const refs = useWarehouseRefs();
  const { user } = useSession();
  const branch = params.get('branch') ?? '';
  const search = params.get('q') ?? '';
  const zero = params.get('zero') === '1';
  const orderBy: StockBalanceOrder = params.get('sort') === 'quantity' ? 'QUANTITY' : 'NAME';
  const productId = params.get('product');
  const documentId = params.get('document');
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v);
      else next.delete(k);
    setParams(next, { replace: true });
  };

  // The search goes to the server once typing pauses; the URL keeps what was typed.
  const settled = useSettled(search.trim());
  const filter = useMemo(
    () => ({ affiliateId: branch || null, includeZero: zero, search: settled || null }),
    [branch, zero, settled],
  );
  const pages = useBalancePages(filter, orderBy);
  const { balances, loading, refreshing, error, refetch } = pages;
  const rows = useMemo<BalanceRow[]>(
    () =>
      balances.map((b) => ({
        ...b,
        // Named by the row itself: the screen never loads the catalogue.
        productName: b.productName ?? `Товар №${b.productId}`,
        branchName: refs.affiliates.name(b.affiliateId),
        unit: b.unit ?? '',
      })),
    [balances, refs],
  );
  // Counted by the server over every match, not over the rows loaded.
  const { negative: negatives, untracked } = pages;

  const ledgerFilter = documentId
    ? { documentId }
    : productId
      ? { productId, affiliateId: branch || null }
      : { affiliateId: branch || null };
  const ledger = useMovementPages(ledgerFilter);
  const doc = useStockDocument(documentId);
  const orderPath = (id: string) =>
    user?.typeAccount === 'fastfood' ? `/order/editOrderFastFood/${id}` : `/order/editOrder?id=${id}`;

  let balancesView: React.ReactNode;
  if (loading) balancesView = <Spinner className="wh-state" />;
  else if (error && balances.length === 0)
    balancesView = (
      <NonIdealState
        className="wh-state"
        icon="error"
        title="Не удалось загрузить остатки"
        description={error.message}
        action={<Button text="Повторить" onClick={() => void refetch()} />}
      />
    );
  else if (rows.length === 0)
    balancesView = (
      <NonIdealState
        className="wh-state"
        icon="box"
        title={search ? 'Ничего не найдено' : 'Остатков нет'}
        description={search ? undefined : 'Проведите приход, чтобы товары появились на складе.'}
        action={search ? undefined : <Link to={KIND_LIST[0].path + '?id=new'}>Новый приход</Link>}
      />
    );
  else
    balancesView = (
      <>
        <BalancesTable
          rows={rows}
          showBranch={!branch}
          selected={productId ? { productId, affiliateId: branch } : null}
          onPick={(r) => set({ product: r.productId, document: null })}
          onNearEnd={pages.loadMore}
        />
        <div className="wh-summary" data-testid="balances-summary">
          <PageCount shown={rows.length} total={pages.total} loadingMore={pages.loadingMore} />
        </div>
      </>
    );

  let ledgerTitle: React.ReactNode = branch
    ? `Последние движения: ${refs.affiliates.name(branch)}`
    : 'Последние движения';
  if (documentId)
    ledgerTitle = (
      <>
        Движения по документу{' '}
        {doc.document ? (
          <Link to={documentPath(doc.document.kind, doc.document.id)}>{doc.document.number}</Link>
        ) : (
          `№${documentId}`
        )}
      </>
    );
  else if (productId)
    ledgerTitle = `Движения: ${
      balances.find((b) => b.productId === productId)?.productName ??
      ledger.movements[0]?.productName ??
      `товар №${productId}`
    }`;

  return (
    <div className="wh-stock">
      <section className="wh-panel" aria-labelledby="wh-balances-title">
        <div className="wh-panel-head">
          <h4 id="wh-balances-title">Остатки</h4>
          {negatives > 0 && <Tag intent="danger">В минусе: {negatives}</Tag>}
          {untracked > 0 && (
            <Tag intent="warning" icon="warning-sign">
              Без учёта: {untracked}
            </Tag>
          )}
        </div>
        <div className="wh-toolbar">
          <HTMLSelect
            aria-label="Филиал"
            value={branch}
            onChange={(e) => set({ branch: e.target.value })}
            options={[
              { value: '', label: 'Все филиалы' },
              ...refs.affiliates.options.map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="Товар"
            aria-label="Поиск товара"
            value={search}
            onChange={(e) => set({ q: e.target.value })}
          />
          <HTMLSelect
            aria-label="Порядок"
            value={orderBy === 'QUANTITY' ? 'quantity' : ''}
            onChange={(e) => set({ sort: e.target.value })}
            options={ORDERS.map((o) => ({ value: o.value === 'QUANTITY' ? 'quantity' : '', label: o.label }))}
          />
          <Switch
            className="wh-switch"
            label="С нулевыми"
            checked={zero}
            onChange={(e) => set({ zero: e.currentTarget.checked ? '1' : null })}
          />
          <Button icon="refresh" aria-label="Обновить" loading={refreshing} onClick={() => void refetch()} />
        </div>
        {balancesView}
      </section>
      <section className="wh-panel" aria-label="Движения">
        <div className="wh-panel-head">
          <h4>{ledgerTitle}</h4>
          {(productId || documentId) && (
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              text="Все движения"
              onClick={() => set({ product: null, document: null })}
            />
          )}
        </div>
        {ledger.loading ? (
          <Spinner className="wh-state" />
        ) : ledger.error ? (
          <NonIdealState
            className="wh-state"
            icon="error"
            title="Не удалось загрузить движения"
            description={ledger.error.message}
            action={<Button text="Повторить" onClick={() => void ledger.refetch()} />}
          />
        ) : ledger.movements.length === 0 ? (
          <NonIdealState className="wh-state" icon="history" title="Движений нет" />
        ) : (
          <>
            <MovementsTable
              rows={ledger.movements}
              refs={refs}
              showProduct={!productId}
              orderPath={orderPath}
              onNearEnd={ledger.loadMore}
            />
            <div className="wh-summary">
              <PageCount
                shown={ledger.movements.length}
                total={ledger.total}
                loadingMore={ledger.loadingMore}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
