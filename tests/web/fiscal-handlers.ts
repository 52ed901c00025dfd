import { graphql, HttpResponse } from 'msw';
import type {
  CloseCashShiftMutation,
  CloseCashShiftMutationVariables,
  CreateFiscalDocumentMutation,
  CreateFiscalDocumentMutationVariables,
  FiscalDocumentFieldsFragment,
  FiscalDocumentsQuery,
  FiscalDocumentsQueryVariables,
  FiscalOrderQuery,
  FiscalOrderQueryVariables,
  FiscalSettingsFieldsFragment,
  FiscalSettingsQuery,
  FiscalSettingsQueryVariables,
  ReportFiscalDocumentMutation,
  ReportFiscalDocumentMutationVariables,
  ShopType,
  UnregisteredFiscalDocumentsQuery,
  UnregisteredFiscalDocumentsQueryVariables,
  UpdateFiscalSettingsMutation,
  UpdateFiscalSettingsMutationVariables,
} from '../../web/src/graphql';
import { userErrors, type Reply } from './replies';

/**
 * An in-memory gateway for web/src/fiscal/fiscal.graphql (docs/fiscal.md): the settings per shop
 * type, the documents as the CRM keeps them (one per kind and key, a registered one stays so), the
 * order a receipt is made of, and the cashbox's close refused while a receipt is not printed, in
 * the CRM's words. The register itself is the real simulator (tests/fiscal-simulator.ts).
 */
export const fiscalCalls: Record<string, Record<string, unknown>[]> = {};
const record = (op: string, v: Record<string, unknown>) => (fiscalCalls[op] ??= []).push(v);

type Doc = FiscalDocumentFieldsFragment & { __typename: 'FiscalDocument' };
type Settings = FiscalSettingsFieldsFragment & { __typename: 'FiscalSettings' };
type FiscalOrder = NonNullable<FiscalOrderQuery['order']>;

let documents: Doc[] = [];
let settings: Partial<Record<ShopType, Settings>> = {};
let orders: FiscalOrder[] = [];

const defaults = (shopType: ShopType): Settings => ({
  __typename: 'FiscalSettings',
  shopType,
  enabled: false,
  taxationType: 'usnIncome',
  defaultVat: 'none',
  cashierInn: '',
  updatedAt: null,
});

export function resetFiscalDb(
  init: { enabled?: ShopType[]; documents?: Doc[]; orders?: FiscalOrder[] } = {},
) {
  settings = Object.fromEntries(
    (init.enabled ?? []).map((t) => [
      t,
      { ...defaults(t), enabled: true, updatedAt: '2026-11-27T08:00:00Z' },
    ]),
  );
  documents = init.documents ?? [];
  orders = init.orders ?? [];
  for (const k of Object.keys(fiscalCalls)) delete fiscalCalls[k];
}

export const fiscalDocuments = () => documents;

/** A stored document of order `orderId` (or a shift), as the CRM answers it. */
export function fiscalDoc(patch: Partial<Doc> & Pick<Doc, 'id' | 'kind'>): Doc {
  return {
    __typename: 'FiscalDocument',
    key: Number(patch.id),
    shopType: 'flower_shop',
    orderId: null,
    orderNumber: null,
    paymentId: null,
    shiftId: null,
    amount: 0,
    task: '{}',
    status: 'pending',
    attempt: 0,
    message: null,
    number: null,
    sign: null,
    fiscalAt: null,
    createdAt: '2026-11-27T08:00:00Z',
    ...patch,
  };
}

const refused = (field: string[], message: string) => userErrors([{ field, code: 'FIELD_INVALID', message }]);

export const fiscalHandlers = [
  graphql.query<Reply<FiscalSettingsQuery>, FiscalSettingsQueryVariables>(
    'FiscalSettings',
    ({ variables }) => {
      const shopType = variables.shopType ?? 'flower_shop';
      return HttpResponse.json({ data: { fiscalSettings: settings[shopType] ?? defaults(shopType) } });
    },
  ),
  graphql.mutation<Reply<UpdateFiscalSettingsMutation>, UpdateFiscalSettingsMutationVariables>(
    'UpdateFiscalSettings',
    ({ variables }) => {
      record('UpdateFiscalSettings', variables);
      const shopType = variables.shopType ?? 'flower_shop';
      const { input } = variables;
      if (!/^(\d{10}|\d{12})?$/.test(input.cashierInn))
        return HttpResponse.json({
          data: {
            updateFiscalSettings: {
              settings: null,
              userErrors: refused(['input', 'cashierInn'], 'ИНН кассира: 10 или 12 цифр'),
            },
          },
        });
      const saved: Settings = { ...defaults(shopType), ...input, updatedAt: new Date().toISOString() };
      settings[shopType] = saved;
      return HttpResponse.json({ data: { updateFiscalSettings: { settings: saved, userErrors: [] } } });
    },
  ),
  graphql.query<Reply<FiscalOrderQuery>, FiscalOrderQueryVariables>('FiscalOrder', ({ variables }) =>
    HttpResponse.json({ data: { order: orders.find((o) => o.id === variables.id) ?? null } }),
  ),
  graphql.query<Reply<FiscalDocumentsQuery>, FiscalDocumentsQueryVariables>(
    'FiscalDocuments',
    ({ variables }) =>
      HttpResponse.json({
        data: { fiscalDocuments: documents.filter((d) => d.orderId === variables.orderId) },
      }),
  ),
  graphql.query<Reply<UnregisteredFiscalDocumentsQuery>, UnregisteredFiscalDocumentsQueryVariables>(
    'UnregisteredFiscalDocuments',
    ({ variables }) =>
      HttpResponse.json({
        data: {
          unregisteredFiscalDocuments: documents.filter(
            (d) => d.status !== 'registered' && d.shopType === (variables.shopType ?? 'flower_shop'),
          ),
        },
      }),
  ),
  graphql.mutation<Reply<CreateFiscalDocumentMutation>, CreateFiscalDocumentMutationVariables>(
    'CreateFiscalDocument',
    ({ variables: { input } }) => {
      record('CreateFiscalDocument', input);
      // The same kind and key answer the one stored (the CRM's unique key).
      let doc = documents.find((d) => d.kind === input.kind && d.key === input.key);
      if (!doc) {
        doc = fiscalDoc({
          ...input,
          id: String(100 + documents.length),
          orderNumber: orders.find((o) => o.id === input.orderId)?.number ?? null,
          orderId: input.orderId ?? null,
          paymentId: input.paymentId ?? null,
          shiftId: input.shiftId ?? null,
        });
        documents.push(doc);
      }
      return HttpResponse.json({ data: { createFiscalDocument: { document: doc, userErrors: [] } } });
    },
  ),
  graphql.mutation<Reply<ReportFiscalDocumentMutation>, ReportFiscalDocumentMutationVariables>(
    'ReportFiscalDocument',
    ({ variables: { id, input } }) => {
      record('ReportFiscalDocument', { id, ...input });
      const doc = documents.find((d) => d.id === id)!;
      if (doc.status !== 'registered')
        Object.assign(doc, {
          status: input.status,
          attempt: input.attempt,
          message: input.status === 'registered' ? null : (input.message ?? null),
          number: input.number ?? null,
          sign: input.sign ?? null,
          fiscalAt: input.fiscalAt ?? null,
        });
      return HttpResponse.json({ data: { reportFiscalDocument: { document: doc, userErrors: [] } } });
    },
  ),
  // The CRM refuses to close a till's shift while a receipt of it is not printed; else the
  // cashbox's own handler closes it (msw goes on to the next handler).
  graphql.mutation<Reply<CloseCashShiftMutation>, CloseCashShiftMutationVariables>('CloseCashShift', () => {
    const n = documents.filter((d) => d.status !== 'registered' && d.kind !== 'closeShift').length;
    if (n === 0) return undefined;
    const refusal = {
      field: null,
      code: 'FISCAL_PENDING' as const,
      message: `Непробитых чеков: ${n}. Пробейте их на экране кассы, затем закройте смену`,
    };
    return HttpResponse.json({
      data: { closeCashShift: { shift: null, userErrors: userErrors([refusal]) } },
    });
  }),
];
