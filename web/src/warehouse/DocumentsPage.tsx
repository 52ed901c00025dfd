import { Button, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useSettled } from '../app/useSettled';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { DocumentEditor } from './DocumentEditor';
import { DocumentsTable } from './DocumentsTable';
import { FiltersBar } from './FiltersBar';
import { periodRange, readFilters, writeFilters, type ListFilters } from './filters';
import { kindOfPath, STOCK_PATH, type KindDef } from './kinds';
import { useWarehouseRefs } from './refs';
import { useDocumentPages } from './useWarehouse';
import './warehouse.css';
import { PageCount } from '../app/PageCount';

/**
 * /warehouse/{Consignment,Writing,SelfWriting,Output,Moving,Stocktaking}: one screen for every
 * kind. `?id=<id>` (or `?id=new`) opens the editor within the same route, so the list's filters
 * stay in the URL and «К списку» returns to them.
 */
export default function DocumentsPage() {
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname);
  const [params] = useSearchParams();
  if (!kind) return <NonIdealState icon="error" title="Неизвестный вид документа" />;
  const id = params.get('id');
  // One editor per kind: it follows a new document to its id without losing what it shows.
  return id ? <DocumentEditor key={kind.kind} kind={kind} id={id} /> : <DocumentList kind={kind} />;
}

function DocumentList({ kind }: { kind: KindDef }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const range = periodRange(filters);
  const refs = useWarehouseRefs();
  const search = useSettled(filters.search.trim());
  const pages = useDocumentPages({
    kind: kind.kind,
    dateFrom: range?.dateFrom ?? null,
    dateTo: range?.dateTo ?? null,
    affiliateId: filters.branch || null,
    status: filters.status || null,
    includeDeleted: filters.deleted,
    search: search || null,
  });
  const { documents, loading, refreshing, error, refetch } = pages;
  const setFilters = (f: ListFilters) => setParams(writeFilters(params, f), { replace: true });
  const open = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    setParams(next);
  };

  let content: React.ReactNode;
  if (loading) content = <Spinner className="wh-state" />;
  else if (error && documents.length === 0)
    content = (
      <NonIdealState
        className="wh-state"
        icon="error"
        title="Не удалось загрузить документы"
        description={error.message}
        action={<Button text="Повторить" onClick={() => void refetch()} />}
      />
    );
  else if (documents.length === 0)
    content = (
      <NonIdealState
        className="wh-state"
        icon="document"
        title={search ? 'Ничего не найдено' : 'Документов за этот период нет'}
        description="Измените фильтры или создайте документ."
        action={<Button intent="primary" icon="add" text="Новый документ" onClick={() => open('new')} />}
      />
    );
  else
    content = (
      <DocumentsTable kind={kind} rows={documents} refs={refs} onOpen={open} onNearEnd={pages.loadMore} />
    );

  return (
    <div className="wh-page">
      <div className="wh-toolbar">
        <FiltersBar filters={filters} onChange={setFilters} branches={refs.affiliates.options} />
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Номер, комментарий, поставщик"
          aria-label="Поиск документа"
          value={filters.search}
          onChange={(e) => setFilters({ ...filters, search: e.target.value })}
        />
        <div className="wh-toolbar-end">
          <Link to={STOCK_PATH} className="bp6-button bp6-minimal">
            <span className="bp6-button-text">Остатки</span>
          </Link>
          <Button icon="refresh" aria-label="Обновить" loading={refreshing} onClick={() => void refetch()} />
          <Button intent="primary" icon="add" text="Новый документ" onClick={() => open('new')} />
        </div>
      </div>
      {content}
      <div className="wh-summary" aria-busy={refreshing}>
        <PageCount
          shown={documents.length}
          total={pages.total}
          sum={pages.sum}
          loadingMore={pages.loadingMore}
        />
      </div>
    </div>
  );
}
