import { useApolloClient } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import {
  CreateFiscalDocumentDocument,
  FiscalDocumentsDocument,
  FiscalOrderDocument,
  FiscalSettingsDocument,
  ReportFiscalDocumentDocument,
  useFiscalSettingsQuery,
  type CreateFiscalDocumentMutation,
  type FiscalDocumentFieldsFragment,
  type FiscalDocumentsQuery,
  type FiscalOrderQuery,
  type FiscalSettingsFieldsFragment,
  type FiscalSettingsQuery,
  type ReportFiscalDocumentMutation,
  type ShopType,
} from '../graphql';
import { unwrap } from '../graphql/user-errors';
import { useSession } from '../app/session/context';
import { readSettings } from '../settings/cashRegister';
import { useOnScreen } from '../orders/useOrders';
import { registerBase, type AtolOptions } from './atol';
import {
  paymentDocuments,
  registerDocument,
  returnDocument,
  settlementDocument,
  storeAndRegister,
  type DocumentInput,
  type FiscalApi,
  type OrderForFiscal,
} from './flow';
import type { FiscalSettings } from './receipt';

export type FiscalDoc = FiscalDocumentFieldsFragment;

/** The register's address of this workstation (the cash register dialog). */
export const currentRegister = () => registerBase(readSettings());

const DEFAULT_OPTIONS: AtolOptions = {};

const one = (input: DocumentInput | null) => (input ? [input] : []);

/** The receipt's cashier: the signed-in user, with the shop type's INN when set. */
function operatorOf(
  user: { name?: string | null; email?: string | null } | null,
  settings: Pick<FiscalSettingsFieldsFragment, 'cashierInn'> | null,
) {
  return {
    name: user?.name || user?.email || 'Кассир',
    ...(settings?.cashierInn ? { vatin: settings.cashierInn } : {}),
  };
}

/**
 * The receipts of one order (docs/fiscal.md), whatever its shop type: each action reads the order,
 * its documents and its shop type's fiscal settings (nothing happens with fiscalisation off), stores
 * the new documents in the CRM first, then asks the register at this workstation's address. The
 * order screens use it without a shop type of their own (a status change in any list).
 */
export function useOrderReceipts(options: AtolOptions = DEFAULT_OPTIONS) {
  const client = useApolloClient();
  const onScreen = useOnScreen();
  const { user } = useSession();

  const api = useMemo<FiscalApi<FiscalDoc>>(() => {
    // Lists that show documents, refreshed after each store and report when on screen.
    const refetchQueries = () => [
      ...onScreen('FiscalDocuments')(),
      ...onScreen('UnregisteredFiscalDocuments')(),
    ];
    return {
      save: async (input) => {
        const r = await client.mutate<CreateFiscalDocumentMutation>({
          mutation: CreateFiscalDocumentDocument,
          variables: { input },
          refetchQueries: refetchQueries(),
        });
        return unwrap(r.data?.createFiscalDocument, 'document');
      },
      report: async (id, input) => {
        const r = await client.mutate<ReportFiscalDocumentMutation>({
          mutation: ReportFiscalDocumentDocument,
          variables: { id, input },
          refetchQueries: refetchQueries(),
        });
        return unwrap(r.data?.reportFiscalDocument, 'document');
      },
    };
  }, [client, onScreen]);

  // The same query as the screens' settings (cache first): one request per shop type.
  // A null root is a failed read (issue 18): the caller's error, never a register run on nothing.
  const settingsOf = useCallback(
    async (shopType: ShopType) => {
      const r = await client.query<FiscalSettingsQuery>({
        query: FiscalSettingsDocument,
        variables: { shopType },
      });
      if (!r.data.fiscalSettings) throw new Error('Настройки кассы не загрузились');
      return r.data.fiscalSettings;
    },
    [client],
  );

  const load = useCallback(
    async (orderId: string) => {
      const [order, docs] = await Promise.all([
        // Not cached: its few fields of the order (lines, payments) would replace the screens' own.
        client.query<FiscalOrderQuery>({
          query: FiscalOrderDocument,
          variables: { id: orderId },
          fetchPolicy: 'no-cache',
        }),
        client.query<FiscalDocumentsQuery>({
          query: FiscalDocumentsDocument,
          variables: { orderId },
          fetchPolicy: 'network-only',
        }),
      ]);
      const o = order.data.order;
      if (!o) throw new Error('Заказ не найден');
      if (!docs.data.fiscalDocuments) throw new Error('Чеки заказа не загрузились');
      const fiscalDocuments = docs.data.fiscalDocuments;
      const shopType: ShopType = o.shopType ?? 'flower_shop';
      const settings = await settingsOf(shopType);
      const forFiscal: OrderForFiscal = {
        ...o,
        // Each line at its product's own rate; none named: the shop type's default (receipt.ts).
        lines: o.lines.map((l) => ({ ...l, vat: l.vat ?? null })),
        shopType,
        email: o.client?.email ?? null,
        phone: o.client?.phone ?? null,
      };
      const receipt: FiscalSettings = {
        taxationType: settings.taxationType,
        defaultVat: settings.defaultVat,
        operator: operatorOf(user, settings),
      };
      return { enabled: settings.enabled, order: forFiscal, docs: fiscalDocuments, receipt };
    },
    [client, user, settingsOf],
  );

  const run = useCallback(
    (inputs: DocumentInput[]) => storeAndRegister(api, currentRegister(), inputs, options),
    [api, options],
  );

  /**
   * The order's documents `make` asks for, registered; none with fiscalisation off. A caller that
   * knows the order's shop type names it: with the register off for it, the order is not read.
   */
  const make = useCallback(
    async (
      orderId: string,
      shopType: ShopType | undefined,
      make: (o: Awaited<ReturnType<typeof load>>) => DocumentInput[],
    ): Promise<FiscalDoc[]> => {
      if (shopType && !(await settingsOf(shopType)).enabled) return [];
      const loaded = await load(orderId);
      return loaded.enabled ? run(make(loaded)) : [];
    },
    [load, run, settingsOf],
  );
  const afterPayment = useCallback(
    (orderId: string, shopType?: ShopType) =>
      make(orderId, shopType, (l) => paymentDocuments(l.order, l.receipt, l.docs)),
    [make],
  );
  const settle = useCallback(
    (orderId: string, shopType?: ShopType) =>
      make(orderId, shopType, (l) => one(settlementDocument(l.order, l.receipt, l.docs))),
    [make],
  );
  const refund = useCallback(
    (orderId: string, shopType?: ShopType) =>
      make(orderId, shopType, (l) => one(returnDocument(l.order, l.receipt, l.docs))),
    [make],
  );
  const retry = useCallback(
    (doc: FiscalDoc) => registerDocument(api, currentRegister(), doc, options),
    [api, options],
  );
  return useMemo(
    () => ({
      /** After a payment: a receipt for each payment of the order that has none yet. */
      afterPayment,
      /** Delivered or picked up: «полный расчёт» offsetting the advance (none without one). */
      settle,
      /** A cancelled paid order: the return receipt (none when nothing was registered). */
      refund,
      /** «Пробить снова». */
      retry,
      run,
    }),
    [afterPayment, settle, refund, retry, run],
  );
}

/**
 * The fiscal actions of a till (docs/fiscal.md), for the POS, the order screens and the cashbox:
 * the order's receipts (useOrderReceipts) and the register's shift, with the till's settings.
 * With fiscalisation off for the shop type every action does nothing.
 */
export function useFiscal(shopType: ShopType, options: AtolOptions = DEFAULT_OPTIONS) {
  const { user } = useSession();
  const { data } = useFiscalSettingsQuery({ variables: { shopType } });
  const settings: FiscalSettingsFieldsFragment | null = data?.fiscalSettings ?? null;
  const enabled = settings?.enabled === true;
  const operator = useMemo(() => operatorOf(user, settings), [user, settings]);
  const receipts = useOrderReceipts(options);
  const { run } = receipts;

  return {
    ...receipts,
    // The till's orders are its shop type's: with its register off none of them is read.
    afterPayment: useCallback(
      (orderId: string) => receipts.afterPayment(orderId, shopType),
      [receipts, shopType],
    ),
    settle: useCallback((orderId: string) => receipts.settle(orderId, shopType), [receipts, shopType]),
    refund: useCallback((orderId: string) => receipts.refund(orderId, shopType), [receipts, shopType]),
    enabled,
    settings,
    /** The register's shift with the cashbox shift: openShift, or closeShift (the Z-report). */
    shift: useCallback(
      async (kind: 'openShift' | 'closeShift', shiftId: string) => {
        if (!enabled) return [];
        return run([
          {
            kind,
            key: Number(shiftId),
            shopType,
            shiftId,
            amount: 0,
            task: JSON.stringify({ type: kind, operator }),
          },
        ]);
      },
      [enabled, run, shopType, operator],
    ),
  };
}

export type Fiscal = ReturnType<typeof useFiscal>;
