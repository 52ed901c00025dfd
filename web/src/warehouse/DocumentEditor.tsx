import { Button, Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverError } from '../lists/errors';
import { formatMoney } from '../lists/format';
import type { ListRecord } from '../lists/store';
import { toastError, toastSuccess } from '../lists/toaster';
import { DocumentActions, DocumentBanners, type Failure } from './DocumentChrome';
import { DocumentHeader } from './DocumentHeader';
import { StatusTag } from './DocumentsTable';
import {
  draftOf,
  draftTotal,
  emptyDraft,
  sameAsStored,
  validateDraft,
  type DocumentDraft,
  type DraftErrors,
} from './documentForm';
import type { KindDef } from './kinds';
import { LinesEditor } from './LinesEditor';
import { productCost, useWarehouseRefs } from './refs';
import {
  useDocumentPages,
  useLineBalances,
  useStockDocument,
  useWarehouseActions,
  type StockDocument,
} from './useWarehouse';

/** One document: header, lines and totals; save a draft, post, unpost, delete or restore it. */
export function DocumentEditor({ kind, id: urlId }: { kind: KindDef; id: string }) {
  const [params, setParams] = useSearchParams();
  // The document shown: the URL's, or the one just created (the URL follows a moment later).
  const [id, setId] = useState(urlId);
  const [seenUrlId, setSeenUrlId] = useState(urlId);
  const isNew = id === 'new';
  const query = useStockDocument(isNew ? null : id);
  // The last reply of ours stands in while the query of a just-created document is on its way.
  const [own, setOwn] = useState<StockDocument | null>(null);
  const doc = query.document ?? (own && own.id === id ? own : null);
  const { loading, error, refetch } = query;
  const refs = useWarehouseRefs();
  const actions = useWarehouseActions();
  const [draft, setDraft] = useState<DocumentDraft>(() => emptyDraft(params.get('branch') ?? ''));
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  // Another document opened in the same route (a link, Back): start over with it.
  if (urlId !== seenUrlId) {
    setSeenUrlId(urlId);
    if (urlId !== id) {
      setId(urlId);
      setOwn(null);
      setLoadedId(null);
      setDraft(emptyDraft(params.get('branch') ?? ''));
      setErrors({});
      setFailure(null);
    }
  }
  // The draft starts as the stored document, once per document (a reply of ours sets it itself).
  if (doc && loadedId !== doc.id) {
    setLoadedId(doc.id);
    setDraft(draftOf(doc));
    setErrors({});
    setFailure(null);
  }
  // A new document belongs to the first branch until the user picks another.
  const firstBranch = refs.affiliates.options[0]?.id;
  if (isNew && !draft.affiliateId && firstBranch) setDraft({ ...draft, affiliateId: firstBranch });

  const posted = doc?.status === 'posted';
  const readOnly = Boolean(posted || doc?.deleted);
  const stored = useMemo(() => (doc ? draftOf(doc) : null), [doc]);
  const dirty = isNew || !stored || !sameAsStored(draft, stored);

  const lineProducts = useMemo(() => draft.lines.map((l) => l.productId), [draft.lines]);
  const { quantityOf, loading: balancesLoading } = useLineBalances(draft.affiliateId || null, lineProducts, {
    skip: readOnly,
  });
  const balanceOf = (productId: string) => (balancesLoading ? null : quantityOf(productId));

  // Goods received default to their last purchase price: the newest posted receipt's line, among
  // the latest receipts (one page; older purchases fall back to the cost).
  const receipts = useDocumentPages(
    { kind: 'Consignment', status: 'posted' },
    { skip: kind.price !== 'purchase' || readOnly },
  );
  const lastPurchase = useMemo(() => {
    const prices = new Map<string, number>();
    for (const d of receipts.documents)
      for (const l of d.lines) if (!prices.has(l.productId) && l.price > 0) prices.set(l.productId, l.price);
    return prices;
  }, [receipts.documents]);
  const defaultPrice = (p: ListRecord) =>
    kind.price === 'purchase' ? (lastPurchase.get(p.id) ?? productCost(p)) : productCost(p);

  const set = <K extends keyof DocumentDraft>(k: K, v: DocumentDraft[K]) => {
    setDraft((d) => ({ ...d, [k]: v }));
    if (errors[k]) setErrors(({ [k]: _, ...rest }) => rest);
  };

  const refused = (title: string, e: unknown) => {
    const { message, fields } = serverError(e);
    setFailure({ title, message });
    // A header field's message goes to that field; a line's (`lines.2.quantity`, an index into
    // what was sent, not a row key of the form) under the lines table.
    const shown: DraftErrors = {};
    for (const [key, text] of Object.entries(fields))
      shown[key.startsWith('lines.') ? 'lines' : key] ??= text;
    if (Object.keys(shown).length) setErrors((x) => ({ ...x, ...shown }));
    toastError(message);
  };

  /** Shows a saved document: its draft, and its id in the URL (a new one gets its own). */
  const adopt = (saved: StockDocument) => {
    setOwn(saved);
    setId(saved.id);
    setLoadedId(saved.id);
    setDraft(draftOf(saved));
    setErrors({});
    if (saved.id !== urlId) {
      const next = new URLSearchParams(params);
      next.set('id', saved.id);
      setParams(next, { replace: true });
    }
  };

  /** Saves the draft when it changed; resolves to the stored document, or null when refused. */
  const save = async (): Promise<StockDocument | null> => {
    if (!dirty && doc) return doc;
    const { input, errors: found } = validateDraft(draft, kind);
    setErrors(found);
    if (!input) {
      setFailure({ title: 'Документ не сохранён', message: 'Исправьте отмеченные поля.' });
      return null;
    }
    try {
      const saved =
        isNew || !doc ? await actions.create(kind.kind, input) : await actions.update(doc.id, input);
      adopt(saved);
      setFailure(null);
      return saved;
    } catch (e) {
      refused('Документ не сохранён', e);
      return null;
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const onSave = () =>
    run(async () => {
      const saved = await save();
      if (saved) toastSuccess(`${kind.noun} ${saved.number}: черновик сохранён`);
    });

  const onPost = () =>
    run(async () => {
      const saved = await save();
      if (!saved) return;
      try {
        const done = await actions.post(saved.id);
        adopt(done);
        setFailure(null);
        toastSuccess(`${kind.noun} ${done.number} проведён`);
      } catch (e) {
        refused('Документ не проведён', e);
      }
    });

  const onUnpost = () =>
    run(async () => {
      try {
        const done = await actions.unpost(doc!.id);
        adopt(done);
        setFailure(null);
        toastSuccess(`${kind.noun} ${done.number}: проведение отменено`);
      } catch (e) {
        refused('Проведение не отменено', e);
      }
    });

  const onDelete = (deleted: boolean) =>
    run(async () => {
      try {
        const done = await actions.setDeleted(doc!.id, deleted);
        adopt(done);
        setFailure(null);
        toastSuccess(`${kind.noun} ${done.number} ${deleted ? 'удалён' : 'восстановлен'}`);
      } catch (e) {
        refused(deleted ? 'Документ не удалён' : 'Документ не восстановлен', e);
      }
    });

  const back = new URLSearchParams(params);
  back.delete('id');
  const listLink = `${kind.path}${back.size ? `?${back}` : ''}`;

  if (!isNew && loading && !doc) return <Spinner className="wh-state" />;
  if (!isNew && !doc)
    return (
      <NonIdealState
        className="wh-state"
        icon={error ? 'error' : 'search'}
        title={error ? 'Не удалось загрузить документ' : 'Документ не найден'}
        description={error?.message}
        action={
          error ? (
            <Button text="Повторить" onClick={() => void refetch()} />
          ) : (
            <Link to={listLink}>К списку</Link>
          )
        }
      />
    );

  const total = readOnly && doc ? doc.total : draftTotal(draft.lines);
  const lineCount = draft.lines.filter((l) => l.productId).length;

  return (
    <div className="wh-editor">
      <div className="wh-editor-title">
        <Link to={listLink} className="bp6-button bp6-minimal" aria-label="К списку">
          <Icon icon="arrow-left" aria-hidden />
          <span className="bp6-button-text">К списку</span>
        </Link>
        <h3>
          {kind.noun} {doc ? doc.number : '(новый документ)'}
        </h3>
        {doc ? <StatusTag doc={doc} /> : null}
        {doc && dirty && !readOnly && <span className="wh-muted">есть несохранённые изменения</span>}
      </div>

      <DocumentBanners doc={doc} failure={failure} />

      <DocumentHeader kind={kind} draft={draft} set={set} errors={errors} refs={refs} readOnly={readOnly} />

      <LinesEditor
        kind={kind}
        lines={draft.lines}
        onChange={(lines) => {
          setDraft((d) => ({ ...d, lines }));
          if (errors.lines) setErrors(({ lines: _, ...rest }) => rest);
        }}
        errors={errors}
        readOnly={readOnly}
        stored={doc?.lines}
        balanceOf={draft.affiliateId ? balanceOf : undefined}
        defaultPrice={defaultPrice}
      />

      <div className="wh-totals">
        <span>
          Строк: <b>{lineCount}</b>
        </span>
        <span>
          Итого: <b data-testid="doc-total">{formatMoney(total)}</b>
        </span>
      </div>

      <DocumentActions
        kind={kind}
        doc={doc}
        dirty={dirty}
        busy={busy}
        onSave={() => void onSave()}
        onPost={() => void onPost()}
        onUnpost={() => void onUnpost()}
        onDelete={(deleted) => void onDelete(deleted)}
      />
    </div>
  );
}
