import { useApolloClient } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import {
  CreateFiscalDocumentDocument,
  FiscalDocumentsDocument,
  FiscalOrderDocument,
  ReportFiscalDocumentDocument,
  useFiscalSettingsQuery,
  type CreateFiscalDocumentMutation,
  type FiscalDocumentFieldsFragment,
  type FiscalDocumentsQuery,
  type FiscalOrderQuery,
  type FiscalSettingsFieldsFragment,
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

/**
 * The fiscal actions of a till (docs/fiscal.md), for the POS, the order screens and the cashbox:
 * each stores its documents in the CRM first, then asks the register at this workstation's
 * address. With fiscalisation off for the shop type every action does nothing.
 */
const DEFAULT_OPTIONS: AtolOptions = {};

export function useFiscal(shopType: ShopType, options: AtolOptions = DEFAULT_OPTIONS) {
  const client = useApolloClient();
  const onScreen = useOnScreen();
  const { user } = useSession();
  const { data } = useFiscalSettingsQuery({ variables: { shopType } });
  const settings: FiscalSettingsFieldsFragment | null = data?.fiscalSettings ?? null;
  const enabled = settings?.enabled === true;
  const operator = useMemo(
    () => ({
      name: user?.name || user?.email || 'Кассир',
      ...(settings?.cashierInn ? { vatin: settings.cashierInn } : {}),
    }),
    [user, settings],
  );

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

  const receiptSettings = useCallback(
    (): FiscalSettings => ({
      taxationType: settings!.taxationType,
      defaultVat: settings!.defaultVat,
      operator,
    }),
    [settings, operator],
  );

  const load = useCallback(
    async (orderId: string) => {
      const [order, docs] = await Promise.all([
        client.query<FiscalOrderQuery>({
          query: FiscalOrderDocument,
          variables: { id: orderId },
          fetchPolicy: 'network-only',
        }),
        client.query<FiscalDocumentsQuery>({
          query: FiscalDocumentsDocument,
          variables: { orderId },
          fetchPolicy: 'network-only',
        }),
      ]);
      const o = order.data.order;
      if (!o) throw new Error('Заказ не найден');
      const forFiscal: OrderForFiscal = {
        ...o,
        shopType: o.shopType ?? shopType,
        email: o.client?.email ?? null,
        phone: o.client?.phone ?? null,
      };
      return { order: forFiscal, docs: docs.data.fiscalDocuments };
    },
    [client, shopType],
  );

  const run = useCallback(
    (inputs: DocumentInput[]) => storeAndRegister(api, currentRegister(), inputs, options),
    [api, options],
  );

  return {
    enabled,
    settings,
    /** After a payment: a receipt for each payment of the order that has none yet. */
    afterPayment: useCallback(
      async (orderId: string): Promise<FiscalDoc[]> => {
        if (!enabled) return [];
        const { order, docs } = await load(orderId);
        return run(paymentDocuments(order, receiptSettings(), docs));
      },
      [enabled, load, run, receiptSettings],
    ),
    /** Delivered or picked up: «полный расчёт» offsetting the advance. */
    settle: useCallback(
      async (orderId: string) => {
        const { order, docs } = await load(orderId);
        const input = settlementDocument(order, receiptSettings(), docs);
        return input ? run([input]) : [];
      },
      [load, run, receiptSettings],
    ),
    /** A cancelled paid order: the return receipt. */
    refund: useCallback(
      async (orderId: string) => {
        const { order, docs } = await load(orderId);
        const input = returnDocument(order, receiptSettings(), docs);
        return input ? run([input]) : [];
      },
      [load, run, receiptSettings],
    ),
    /** «Пробить снова». */
    retry: useCallback(
      (doc: FiscalDoc) => registerDocument(api, currentRegister(), doc, options),
      [api, options],
    ),
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
