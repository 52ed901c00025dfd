import {
  Button,
  ButtonGroup,
  Callout,
  Card,
  Dialog,
  DialogBody,
  InputGroup,
  NonIdealState,
  Spinner,
  Switch,
  Tag,
} from '@blueprintjs/core';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useApolloClient } from '@apollo/client';
import { NO_SHIFT } from '../../../../schema/cash';
import { formatMoney } from '../../lists/format';
import { serverError } from '../../lists/errors';
import { toastError, toastSuccess } from '../../lists/toaster';
import { LoadMore } from '../../lists/LoadMore';
import { usePagedList } from '../../lists/usePagedList';
import { onSaleFilter, PRODUCTS, toProduct, topLevel, useCategories, useProductLookup } from '../catalog';
import { useOrderRefs } from '../refs';
import { isoDay } from '../presets';
import { parseRubles } from '../totals';
import { useOrderActions, useOrderDetails } from '../useOrders';
import { useScannerEnabled } from '../../settings/scanner';
import { usePrintReceipt } from '../../settings/PrintReceiptButton';
import { setReceiptAutoPrint, useReceiptAutoPrint } from '../../settings/receiptAuto';
import { OpenShiftShortcut } from '../OpenShiftShortcut';
import { CheckoutCodes, type AppliedCertificate, type AppliedPromo } from '../CheckoutCodes';
import { CartPanel } from './CartPanel';
import { PosClient, type PosClientValue } from './PosClient';
import { SpendBonus } from '../../loyalty/SpendBonus';
import {
  cartDiscount,
  cartReducer,
  cartTotals,
  createCodeCapture,
  lineKey,
  orderLines,
  plainLine,
  unitPrice,
  type CartDiscount,
  type NewLine,
} from './cart';
import { needsSheet, usePosMenu } from './menu';
import { ModifierSheet } from './ModifierSheet';
import { newIdempotencyKey, usePosOrderLinesQuery } from '../../graphql';
import {
  GiftSelect,
  MarkupSelect,
  PresetDiscountSelect,
  type AppliedGift,
  type AppliedMarkup,
} from '../CheckoutPresets';
import { PaymentReceipt } from '../../fiscal/PaymentReceipt';
import { RegisterShiftWarning } from '../../fiscal/RegisterShiftWarning';
import { provisionalNumber, shownNumber, type QueuedCart } from '../../offline/queue/entry';
import { useOrderQueue } from '../../offline/queue/OrderQueueProvider';
import { queuedReceiptOrder } from '../../offline/queue/receipt';
import { sendOrder } from '../../offline/queue/send';
import { OfflineDataNotice } from '../../offline/snapshot/OfflineDataNotice';
import './pos.css';

/** «Все товары» or the id of a top-level category. */
type Tile = 'all' | string;

/**
 * /order/newOrderFastFood, /order/newTest and /order/editOrderFastFood/:id: the touch POS. It shows
 * one tile's products at a time, paged from the server as the grid scrolls (issue 17: the
 * catalogue is never loaded whole), with a search box; a code typed or scanned is looked up.
 */
export default function PosPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const categories = useCategories('fastfood');
  const existing = useOrderDetails(id ?? null);
  const menus = usePosMenu();
  // An edited order's lines with their modifiers and parts (the lists' fragment has none of them).
  const editedLines = usePosOrderLinesQuery({
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  // The product whose modifier sheet is open (docs/kitchen.md «Модификаторы и комбо»).
  const [sheet, setSheet] = useState<{ id: string; name: string; price: number } | null>(null);
  // Eat in or take away (the order's deliveryType: here / takeaway).
  const [dining, setDining] = useState<'here' | 'takeaway'>('here');
  const refs = useOrderRefs();
  const actions = useOrderActions();
  const [lines, dispatch] = useReducer(cartReducer, []);
  const [tile, setTile] = useState<Tile>('all');
  const [search, setSearch] = useState('');
  // A tile shows its category's products and those of its subcategories (the server's categoryId).
  const page = usePagedList(PRODUCTS, {
    search,
    showDeleted: false,
    newest: false,
    filter: { ...onSaleFilter('fastfood'), categoryId: tile === 'all' ? null : tile },
  });
  const shown = useMemo(() => page.rows.map(toProduct), [page.rows]);
  const lookup = useProductLookup('fastfood');
  const [paymentTypeId, setPaymentTypeId] = useState('');
  const [cashText, setCashText] = useState('');
  const [code, setCode] = useState('');
  const [saving, setSaving] = useState(false);
  const [needShift, setNeedShift] = useState(false);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [certificate, setCertificate] = useState<AppliedCertificate | null>(null);
  const [discount, setDiscount] = useState<CartDiscount | null>(null);
  const [markup, setMarkup] = useState<AppliedMarkup | null>(null);
  const [gift, setGift] = useState<AppliedGift | null>(null);
  // The sale's client, found by phone (docs/loyalty.md): earns their bonuses, may spend them.
  const [clientPhone, setClientPhone] = useState('');
  const [client, setClient] = useState<PosClientValue | null>(null);
  const [bonusSum, setBonusSum] = useState(0);
  // The order just paid: its receipt is printed (or offered) until the next sale starts.
  // A sale taken without the server (docs/offline.md) is `queued`: its entry's id in the queue.
  const [paid, setPaid] = useState<{ id: string; number: string; queued?: boolean } | null>(null);
  const queue = useOrderQueue();
  const apollo = useApolloClient();
  // The idempotency key of the sale being paid: kept until the server or the queue has it.
  const saleKey = useRef<string | null>(null);
  // «Открыть в кассе» of a queue conflict: the sale comes back to the cart; paying it replaces it.
  const [params, setParams] = useSearchParams();
  const reopened = queue.entries.find((e) => e.id === params.get('queued') && e.state === 'conflict') ?? null;
  const [loadedQueued, setLoadedQueued] = useState<string | null>(null);
  if (reopened && loadedQueued !== reopened.id) {
    setLoadedQueued(reopened.id);
    const c = reopened.cart;
    dispatch({ type: 'load', lines: c.lines });
    setDining(reopened.input.deliveryType === 'takeaway' ? 'takeaway' : 'here');
    setPaymentTypeId(reopened.input.paymentTypeId ?? '');
    setPromo(c.promo);
    setCertificate(c.certificate);
    setDiscount(c.discount);
    setMarkup(c.markup);
    setBonusSum(c.bonusSum);
  }
  const receipt = usePrintReceipt();
  const autoPrint = useReceiptAutoPrint();

  // Editing: the cart starts as the order's lines, once per order.
  const order = existing.order;
  const stored = editedLines.data?.order;
  if (order && stored && loadedId !== order.id) {
    setLoadedId(order.id);
    setDining(stored.deliveryType === 'takeaway' ? 'takeaway' : 'here');
    dispatch({
      type: 'load',
      lines: stored.lines.map((l) => {
        const mods = (ms: typeof l.modifiers) =>
          ms.map((m) => ({ id: m.optionId ?? '', name: m.name, priceDelta: m.priceDelta }));
        const line: NewLine = {
          productId: l.productId,
          name: l.name,
          price: l.price,
          comment: l.comment,
          modifiers: mods(l.modifiers),
          parts: l.comboParts.map((p) => ({
            slotId: p.slotId ?? '',
            slot: p.slot,
            productId: p.productId,
            name: p.name,
            modifiers: mods(p.modifiers),
          })),
        };
        return { ...line, key: lineKey(line), count: l.count };
      }),
    });
    setPaymentTypeId(order.paymentTypeId ?? '');
    setPromo(
      order.promoCode && order.promoKind
        ? { code: order.promoCode, kind: order.promoKind, value: order.promoValue }
        : null,
    );
    // What the order holds comes back to the certificate before the edit is checked.
    setCertificate(
      order.certificateCode ? { code: order.certificateCode, balance: order.certificateSum } : null,
    );
    setDiscount(order.discountType ? { kind: order.discountType, value: order.discountValue } : null);
    setMarkup(
      order.markupId && order.markupKind
        ? { id: order.markupId, name: order.markupName, kind: order.markupKind, value: order.markupValue }
        : null,
    );
    setGift(order.giftId ? { id: order.giftId, name: order.giftName } : null);
    setClient(
      order.client?.id
        ? {
            id: order.client.id,
            person: {
              phone: order.client.phone,
              firstName: order.client.firstName,
              lastName: order.client.lastName ?? '',
              patronymic: order.client.patronymic ?? '',
              email: order.client.email ?? '',
            },
          }
        : null,
    );
    setBonusSum(order.bonusSum);
  }

  // A product with modifier groups or a combo opens its sheet first; any other is a line at once.
  const add = (product: { id: string; name: string; price: number }) => {
    setPaid(null);
    if (needsSheet(menus.byProduct.get(product.id))) setSheet(product);
    else dispatch({ type: 'add', line: plainLine(product) });
  };
  const addByCode = async (c: string) => {
    const p = await lookup(c);
    if (p) add(p);
    else toastError(`Товар с кодом ${c} не найден`);
  };
  // The global listener lives as long as the page; it calls the latest addByCode through a ref.
  const addRef = useRef(addByCode);
  useEffect(() => {
    addRef.current = addByCode;
  });
  // The workstation's scanner switch (settings/scanner.ts): off, digits typed on the page are ignored.
  const scannerOn = useScannerEnabled();
  useEffect(() => {
    if (!scannerOn) return;
    const onKey = createCodeCapture((c) => void addRef.current(c), setCode);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scannerOn]);

  const cash = cashText.trim() ? parseRubles(cashText) : null;
  const totals = cartTotals(lines, cash, promo, certificate, discount, markup, bonusSum);
  const cashType = refs.payments.options.find((p) => !p.cashless);
  const isCash = !paymentTypeId || refs.payments.byId.get(paymentTypeId)?.cashless !== true;

  const checkout = async () => {
    if (lines.length === 0 || totals.short) return;
    setSaving(true);
    const change = isCash && cash ? totals.change : 0;
    const input = {
      shopType: 'fastfood' as const,
      deliveryType: dining,
      paymentTypeId: paymentTypeId || cashType?.id || null,
      // The till takes the money at checkout: the order is paid in full (the CRM records the
      // payment in the open shift), less what the certificate pays. With nothing left to pay the
      // CRM's change would be the whole banknote, so the banknote and the change go into the
      // payment note instead.
      advanceSum: totals.due,
      promoCode: promo?.code ?? null,
      discountType: totals.discountType,
      discountValue: totals.discountValue,
      markupId: markup?.id ?? null,
      giftId: gift?.id ?? null,
      certificateCode: certificate && totals.certificateSum > 0 ? certificate.code : null,
      certificateSum: certificate && totals.certificateSum > 0 ? totals.certificateSum : null,
      bonusSum: client ? totals.bonusSum : 0,
      changeFor: null,
      change: 0,
      paymentText:
        isCash && cash
          ? `Получено ${formatMoney(cash)}, сдача ${formatMoney(totals.change)}`
          : (order?.paymentText ?? ''),
      total: totals.total,
      // An edit replaces the order's details: carry over what the POS does not show.
      client: client?.person ?? null,
      // A sale's day is the till's when it is rung up: sent again from the offline queue after
      // midnight it must be the same request, or the server refuses its key (409).
      date: order?.date ?? isoDay(new Date()),
      lines: orderLines(lines),
    };
    const reset = () => {
      dispatch({ type: 'clear' });
      setCashText('');
      setPromo(null);
      setCertificate(null);
      setDiscount(null);
      setMarkup(null);
      setGift(null);
      setClient(null);
      setClientPhone('');
      setBonusSum(0);
      setDining('here');
      if (reopened) {
        void queue.remove(reopened);
        setParams({}, { replace: true });
      }
    };
    try {
      const paidText = (saved: { number: string; total: number }) =>
        `Заказ ${saved.number} оплачен: ${formatMoney(saved.total)}${change ? `, сдача ${formatMoney(change)}` : ''}`;
      if (id) {
        const saved = await actions.update(id, input);
        toastSuccess(paidText(saved));
        if (autoPrint) await receipt.print(saved.id);
        navigate('/order/allOrderFastFood');
        return;
      }
      // One key per sale, carried by every send of it (a second press after a failure, the
      // queue's sends): a reply lost on the way makes the server answer the original, never a
      // second order. A refusal stored nothing under it (its transaction rolled back).
      const key = (saleKey.current ??= newIdempotencyKey());
      const outcome = navigator.onLine
        ? await sendOrder(apollo, input, key)
        : ({ kind: 'no-reply' } as const);
      if (outcome.kind === 'refused') {
        // The key already made another order (a sale changed after a lost reply): a new sale.
        if (outcome.reused) saleKey.current = null;
        // Cash needs the open till: offer to open it right here (OpenShiftShortcut).
        if (outcome.message === NO_SHIFT) setNeedShift(true);
        else toastError(outcome.message);
        return;
      }
      if (outcome.kind === 'no-reply') {
        // No server to ask: the sale goes to the queue and the next one starts (docs/offline.md).
        queue.noReply();
        // A browser without IndexedDB has no queue: the sale stays, «Оплатить» sends it again.
        if (!queue.enabled) {
          toastError('Сервер недоступен. Проверьте подключение и повторите.');
          return;
        }
        saleKey.current = null;
        const cart: QueuedCart = {
          lines,
          promo,
          certificate,
          discount,
          markup,
          bonusSum: input.bonusSum,
          cash,
        };
        const entry = await queue.enqueue(input, cart, key);
        const number = provisionalNumber(entry.seq);
        toastSuccess(`Заказ ${number} принят без связи, будет отправлен`);
        if (autoPrint) await receipt.printOrder(queuedReceiptOrder(entry, paymentOf(input.paymentTypeId)));
        reset();
        setPaid({ id: entry.id, number, queued: true });
        return;
      }
      saleKey.current = null;
      const saved = outcome.order;
      toastSuccess(paidText(saved));
      if (autoPrint) await receipt.print(saved.id);
      reset();
      setPaid({ id: saved.id, number: saved.number });
    } catch (e) {
      const { message } = serverError(e);
      if (message === NO_SHIFT) setNeedShift(true);
      else toastError(message);
    } finally {
      setSaving(false);
    }
  };

  const paymentOf = (paymentId: string | null | undefined) => {
    const p = paymentId ? refs.payments.byId.get(paymentId) : null;
    return p ? { id: p.id, name: p.name, cashless: p.cashless === true } : null;
  };
  // A queued sale shows the server's number once the sync delivered it («Ф-17» is replaced).
  const paidEntry = paid?.queued ? (queue.entries.find((e) => e.id === paid.id) ?? null) : null;
  const paidServer = paidEntry?.state === 'sent' && paidEntry.orderId ? paidEntry.orderId : null;

  if (id && (existing.loading || editedLines.loading)) return <Spinner />;
  if (id && !order) return <NonIdealState icon="search" title="Заказ не найден" />;
  const roots = topLevel(categories);

  return (
    <div className="pos-frame">
      <RegisterShiftWarning shopType="fastfood" />
      <OfflineDataNotice />
      <div className="pos">
        <div className="pos-main">
          <div className="pos-tiles">
            <Button large active={tile === 'all'} text="Все товары" onClick={() => setTile('all')} />
            {roots.map((c) => (
              <Button key={c.id} large active={tile === c.id} text={c.name} onClick={() => setTile(c.id)} />
            ))}
            <InputGroup
              large
              className="pos-code"
              leftIcon="barcode"
              placeholder="Код товара или сканер"
              aria-label="Код товара"
              value={code}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && code) {
                  void addByCode(code);
                  setCode('');
                }
              }}
            />
            <InputGroup
              large
              type="search"
              className="pos-search"
              leftIcon="search"
              placeholder="Найти товар"
              aria-label="Найти товар"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            {id && order && (
              <Tag large intent="warning">
                Изменение заказа {order.number}
              </Tag>
            )}
          </div>
          {page.loading ? (
            <Spinner />
          ) : page.error ? (
            <NonIdealState
              icon="error"
              title="Не удалось загрузить товары"
              action={<Button icon="refresh" text="Повторить" onClick={() => void page.refetch()} />}
            />
          ) : shown.length === 0 ? (
            <NonIdealState
              icon="shop"
              title={search.trim() ? 'Ничего не найдено' : 'Товаров нет'}
              description="Введите код товара из каталога"
            />
          ) : (
            <div className="pos-grid" aria-busy={page.loadingMore}>
              {shown.map((p) => (
                <Card key={p.id} interactive className="pos-product" onClick={() => add(p)}>
                  {p.thumbnailUrl && (
                    <img className="pos-product-thumb" src={p.thumbnailUrl} alt="" loading="lazy" />
                  )}
                  <div className="pos-product-name">{p.name}</div>
                  <div className="pos-product-price">{formatMoney(p.price)}</div>
                  <div className="pos-product-code">код {p.id}</div>
                </Card>
              ))}
              {/* Inside the grid, which scrolls by itself: the next page comes as its end shows. */}
              <LoadMore
                className="pos-more"
                remaining={page.total - page.rows.length}
                loading={page.loadingMore}
                onMore={page.loadMore}
              />
            </div>
          )}
        </div>
        <CartPanel
          dining={
            <ButtonGroup fill className="pos-dining" aria-label="Где едят">
              {(
                [
                  ['here', 'В зале', 'shop'],
                  ['takeaway', 'С собой', 'take-action'],
                ] as const
              ).map(([value, text, icon]) => (
                <Button
                  key={value}
                  large
                  icon={icon}
                  text={text}
                  active={dining === value}
                  intent={dining === value ? 'primary' : 'none'}
                  aria-pressed={dining === value}
                  onClick={() => setDining(value)}
                />
              ))}
            </ButtonGroup>
          }
          lines={lines}
          dispatch={dispatch}
          total={totals.total}
          due={totals.due}
          promoSum={totals.promoSum}
          discountSum={totals.discountSum}
          markupSum={totals.markupSum}
          markupName={markup?.name ?? ''}
          giftName={gift?.name ?? ''}
          certificateSum={totals.certificateSum}
          bonusSum={totals.bonusSum}
          client={
            <>
              <PosClient
                phone={clientPhone}
                onPhone={setClientPhone}
                client={client}
                onClient={(c) => {
                  setClient(c);
                  if (!c) setBonusSum(0);
                }}
              />
              <SpendBonus
                large
                clientId={client?.id ?? null}
                total={totals.total}
                paidOtherwise={totals.certificateSum}
                value={bonusSum}
                onChange={setBonusSum}
              />
            </>
          }
          onClearDiscount={() => setDiscount(null)}
          presets={
            <div className="pos-presets">
              <PresetDiscountSelect large onPick={(t) => setDiscount(cartDiscount(t))} />
              <MarkupSelect id="pos-markup" label="Наценка" large value={markup} onChange={setMarkup} />
              <GiftSelect id="pos-gift" label="Подарок" large value={gift} onChange={setGift} />
            </div>
          }
          codes={
            <CheckoutCodes
              large
              subtotal={lines.reduce((sum, l) => sum + l.count * unitPrice(l), 0)}
              promo={promo}
              onPromo={setPromo}
              certificate={certificate}
              onCertificate={setCertificate}
            />
          }
          promo={promo}
          certificate={certificate}
          change={totals.change}
          short={totals.short}
          isCash={isCash}
          cashText={cashText}
          onCash={setCashText}
          payments={refs.payments.options}
          paymentTypeId={paymentTypeId || cashType?.id || ''}
          onPayment={setPaymentTypeId}
          saving={saving}
          checkoutText={id ? 'Сохранить' : 'Оплатить'}
          onCheckout={() => void checkout()}
          paid={
            paid && (
              <Callout
                className="pos-paid"
                intent={paid.queued && !paidServer ? 'warning' : 'success'}
                icon="tick-circle"
                compact
              >
                <span>
                  {paidEntry
                    ? paidServer
                      ? `Заказ ${shownNumber(paidEntry)} оплачен (был ${paid.number})`
                      : `Заказ ${paid.number} принят без связи, будет отправлен`
                    : `Заказ ${paid.number} оплачен`}
                </span>
                {!paid.queued && <PaymentReceipt orderId={paid.id} shopType="fastfood" />}
                <Button
                  large
                  icon="print"
                  text="Печать чека"
                  loading={receipt.busy}
                  onClick={() =>
                    void (paidServer
                      ? receipt.print(paidServer)
                      : paidEntry
                        ? receipt.printOrder(
                            queuedReceiptOrder(paidEntry, paymentOf(paidEntry.input.paymentTypeId)),
                          )
                        : receipt.print(paid.id))
                  }
                />
                <Switch
                  large
                  checked={autoPrint}
                  label="Печатать сразу"
                  onChange={(e) => setReceiptAutoPrint(e.currentTarget.checked)}
                />
              </Callout>
            )
          }
        />
      </div>
      {sheet && menus.byProduct.get(sheet.id) && (
        <ModifierSheet
          product={sheet}
          menu={menus.byProduct.get(sheet.id)!}
          menus={menus.byProduct}
          onClose={() => setSheet(null)}
          onAdd={(line) => {
            dispatch({ type: 'add', line });
            setSheet(null);
          }}
        />
      )}
      <Dialog
        isOpen={needShift}
        onClose={() => setNeedShift(false)}
        title="Оплата наличными"
        icon="bank-account"
      >
        <DialogBody>
          <OpenShiftShortcut
            shopType="fastfood"
            onOpened={() => {
              setNeedShift(false);
              void checkout();
            }}
          />
        </DialogBody>
      </Dialog>
    </div>
  );
}
