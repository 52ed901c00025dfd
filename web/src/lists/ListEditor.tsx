import { Alert, Button, Checkbox, H2, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { allows, permits, type AccessRule } from '../../../schema/access';
import { fieldRule, listReadRule } from '../../../schema/data-access';
import { serverExport } from '../app/serverExport';
import { useSession } from '../app/session/context';
import { toCsv, downloadCsv } from './csv';
import { serverError } from './errors';
import { cellText, columnFields } from './format';
import { ListTable } from './ListTable';
import { RecordDialog } from './RecordDialog';
import { ClientCardDrawer } from '../clients/ClientCardDrawer';
import { PromoBatchDrawer } from '../marketing/PromoBatchDrawer';
import { CourierAccountsDialog } from '../delivery/CourierAccountsDialog';
import { useListActions, type RecordInput } from './actions';
import { listDef, useList, type ListRecord } from './store';
import { pagedResolver, usePagedList } from './usePagedList';
import { toastError, toastSuccess } from './toaster';
import { nextSort, useListRows, useRefLists, type SortState } from './useListRows';
import './lists.css';
import { PageCount } from '../app/PageCount';

type Confirm = { record: ListRecord; deleted: boolean };

/**
 * The one editor of every list, driven by its ListDef: search, sort, active switch, delete and
 * restore behind a confirmation, create/edit dialog, drag to reorder, CSV export. Users without
 * the list's write rule get the same table read-only.
 */
export default function ListEditor({
  listName,
  title,
  initialSearch = '',
}: {
  listName: string;
  title?: string;
  /** The search to start with: the top search box links here with `?q=`. */
  initialSearch?: string;
}) {
  const list = listDef(listName);
  // A list that grows with the shop (clients, recipients, codes) is paged, searched and counted
  // on the server; a small one is held whole and searched and sorted here.
  const paged = Boolean(list.search);
  const whole = useList(listName, { skip: paged });
  const actions = useListActions(listName);
  const refs = useRefLists(list);
  const { user } = useSession();
  const canWrite = allows(user, list.write);
  // A new account is born with a role, keys and a password: access rights, the SA's alone.
  const canCreate = canWrite && (list.area !== 'user' || user?.role === 'SA');

  const [search, setSearch] = useState(initialSearch);
  const [showDeleted, setShowDeleted] = useState(false);
  const [sort, setSort] = useState<SortState>(list.sortable ? { key: 'sort', dir: 'asc' } : null);
  const [editing, setEditing] = useState<ListRecord | 'new' | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [newest, setNewest] = useState(false);
  // The client directory opens a client's card (issue 26 item 6).
  const [cardId, setCardId] = useState<string | null>(null);
  const hasCard = list.name === 'KlientDirectory';
  // A promo batch opens its codes and their CSV (issue 26).
  const hasCodes = list.name === 'PromoCreate';
  // The staff list links couriers to their sign-in accounts (issue 21, docs/delivery.md).
  const canLinkCouriers =
    list.name === 'Employees' &&
    user?.typeAccount !== 'fastfood' &&
    permits(user, fieldRule('Mutation', 'linkCourierAccount') as AccessRule);
  const [courierAccounts, setCourierAccounts] = useState(false);

  // A screen the route admits may still show data its user does not read (the staff list needs
  // ACCESSRIGHTS besides SETTINGS): say so rather than show an empty list.
  const canRead = permits(user, listReadRule(list));
  const pages = usePagedList(list, { search, showDeleted, newest, skip: !paged || !canRead });
  const { all, visible } = whole;
  const { refName } = pages;
  const resolve = useMemo(
    () => (paged ? pagedResolver(refName, refs.resolve) : refs.resolve),
    [paged, refName, refs.resolve],
  );
  const held = useListRows(list, showDeleted ? all : visible, search, sort, resolve);
  const rows = paged ? pages.rows : held;
  const { loading, error, refetch } = paged ? pages : whole;
  const shown = paged ? pages.total : showDeleted ? all.length : visible.length;
  const nameOf = useCallback(
    (r: ListRecord) => cellText(columnFields(list.fields)[0], r, resolve),
    [list, resolve],
  );

  // Every write ends in a toast; the Apollo cache already carries the change to other screens.
  const run = useCallback(async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toastSuccess(success);
    } catch (e) {
      toastError(serverError(e).message);
    }
  }, []);

  const openCard = useCallback((r: ListRecord) => setCardId(r.id), []);
  const onSort = (key: string) => setSort((s) => nextSort(list, s, key));

  const save = async (input: RecordInput) => {
    if (editing && editing !== 'new') {
      // A client is edited by staff and integrations alike: the save names the version it was
      // loaded at, and a newer one on the server refuses it (the dialog shows why).
      const version = list.versioned && typeof editing.version === 'number' ? editing.version : null;
      try {
        return await actions.update(editing.id, input, version);
      } catch (e) {
        // Refused: the list reloads, so the record opened again is the one on the server now.
        if (serverError(e).code === 'CONFLICT') void refetch();
        throw e;
      }
    }
    const created = await actions.create(input);
    // A new record's place in the server's order is the server's to say: read the first page again.
    if (paged) await pages.refetch();
    return created;
  };

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    // A growing list is made by the server (every match, not only the pages shown), which
    // records exports of people's data in the audit log.
    if (paged) {
      setExporting(true);
      try {
        const n = await serverExport(`/api/export/list/${list.name}`, {
          search: search.trim(),
          deleted: showDeleted ? '1' : '',
        });
        toastSuccess(`Выгружено записей: ${n}`);
      } catch (e) {
        toastError((e as Error).message);
      } finally {
        setExporting(false);
      }
      return;
    }
    downloadCsv(`${list.name}.csv`, toCsv(columnFields(list.fields), rows, resolve));
    toastSuccess(`Выгружено записей: ${rows.length}`);
  };

  const canDrag =
    Boolean(list.sortable) &&
    !paged &&
    canWrite &&
    !search.trim() &&
    sort?.key === 'sort' &&
    sort.dir === 'asc';
  const heading = title ?? list.title;
  const body = useMemo(() => {
    if (!canRead)
      return (
        <NonIdealState
          className="list-state"
          icon="lock"
          title="Нет доступа к записям списка"
          description="Просматривать этот список может суперадминистратор или сотрудник с нужным разделом в правах доступа."
        />
      );
    if (loading) return <Spinner className="list-state" aria-label="Загрузка" />;
    if (error)
      return (
        <NonIdealState
          className="list-state"
          icon="error"
          title="Не удалось загрузить список"
          description={serverError(error).message}
          action={<Button icon="refresh" text="Повторить" onClick={() => void refetch()} />}
        />
      );
    return null;
  }, [canRead, loading, error, refetch]);

  const empty =
    canRead &&
    !loading &&
    !error &&
    (paged ? pages.total === 0 && !search.trim() && !showDeleted : all.length === 0);

  return (
    <section className="app-page list-page">
      <div className="list-header">
        <H2 className="app-page-title">{heading}</H2>
        {!canWrite && (
          <Tag minimal icon="lock">
            Только просмотр
          </Tag>
        )}
      </div>
      <div className="list-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Поиск"
          aria-label="Поиск"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="list-search"
        />
        <Checkbox
          label="показать удалённые"
          checked={showDeleted}
          onChange={(e) => setShowDeleted(e.currentTarget.checked)}
        />
        {paged && (
          <Checkbox
            label="сначала новые"
            checked={newest}
            onChange={(e) => setNewest(e.currentTarget.checked)}
          />
        )}
        <span className="list-count">
          <PageCount shown={rows.length} total={shown} loadingMore={pages.loadingMore} />
        </span>
        <span className="list-toolbar-spacer" />
        {canLinkCouriers && (
          <Button icon="key" text="Учётные записи курьеров" onClick={() => setCourierAccounts(true)} />
        )}
        <Button
          icon="export"
          text="Экспорт CSV"
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={loading || Boolean(error)}
        />
        {canCreate && (
          <Button icon="add" intent="primary" text="Добавить" onClick={() => setEditing('new')} />
        )}
      </div>
      {body ??
        (empty ? (
          <NonIdealState
            className="list-state"
            icon="inbox"
            title="Записей пока нет"
            action={
              canCreate ? (
                <Button icon="add" intent="primary" text="Создать запись" onClick={() => setEditing('new')} />
              ) : undefined
            }
          />
        ) : (
          <ListTable
            list={list}
            rows={rows}
            resolve={resolve}
            sort={paged ? null : sort}
            onSort={paged ? undefined : onSort}
            onNearEnd={paged ? pages.loadMore : undefined}
            canWrite={canWrite}
            canDrag={canDrag}
            onMove={(id, toId) => void run(() => actions.move(id, toId), 'Порядок сохранён')}
            onToggleActive={(r) =>
              void run(
                () => actions.setActive(r.id, !r.active),
                r.active ? `«${nameOf(r)}» отключена` : `«${nameOf(r)}» включена`,
              )
            }
            onEdit={(r) => setEditing(r)}
            onDelete={(r) => setConfirm({ record: r, deleted: true })}
            onRestore={(r) => setConfirm({ record: r, deleted: false })}
            onOpen={hasCard || hasCodes ? openCard : undefined}
          />
        ))}
      {editing && (
        <RecordDialog
          key={editing === 'new' ? 'new' : editing.id}
          list={list}
          record={editing === 'new' ? undefined : editing}
          refOptions={refs.options}
          refLabel={(field, id) => (id ? resolve(field, String(id)) : '')}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {hasCard && <ClientCardDrawer clientId={cardId} onClose={() => setCardId(null)} />}
      {courierAccounts && <CourierAccountsDialog onClose={() => setCourierAccounts(false)} />}
      {hasCodes && <PromoBatchDrawer batchId={cardId} onClose={() => setCardId(null)} />}
      <Alert
        isOpen={confirm !== null}
        intent={confirm?.deleted ? 'danger' : 'primary'}
        icon={confirm?.deleted ? 'trash' : 'undo'}
        confirmButtonText="Да"
        cancelButtonText="Нет"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          const { record, deleted } = confirm;
          setConfirm(null);
          void run(
            () => actions.setDeleted(record.id, deleted),
            deleted ? 'Запись удалена' : 'Запись восстановлена',
          );
        }}
      >
        {confirm &&
          (confirm.deleted
            ? `Удалить «${nameOf(confirm.record)}»?`
            : `Восстановить «${nameOf(confirm.record)}»?`)}
      </Alert>
    </section>
  );
}
