import type { StockDocumentKind } from '../graphql';

/** What differs between the six document kinds (docs/warehouse.md, the contract of issue 6). */
export interface KindDef {
  kind: StockDocumentKind;
  path: string;
  /** Accusative-free short name used in sentences: «приход ПР-000001». */
  noun: string;
  /** Counterparty column of the list. */
  counterparty: 'supplier' | 'writeOff' | 'toAffiliate' | null;
  supplier: 'required' | 'optional' | null;
  writeOff: boolean;
  toAffiliate: boolean;
  /** Stocktaking: the quantity is a count (0 allowed) and posting sets the balance. */
  count: boolean;
  /** The stock change a line makes at the document's branch when posted (Stocktaking: ±). */
  sign: 1 | -1 | 0;
  /** Default price of a line: the purchase price for goods received, the cost otherwise. */
  price: 'purchase' | 'cost';
  priceLabel: string;
}

const base = { supplier: null, writeOff: false, toAffiliate: false, count: false } as const;

export const KINDS: Readonly<Record<StockDocumentKind, KindDef>> = {
  Consignment: {
    ...base,
    kind: 'Consignment',
    path: '/warehouse/Consignment',
    noun: 'Приход',
    counterparty: 'supplier',
    supplier: 'required',
    sign: 1,
    price: 'purchase',
    priceLabel: 'Цена закупки',
  },
  Writing: {
    ...base,
    kind: 'Writing',
    path: '/warehouse/Writing',
    noun: 'Списание',
    counterparty: 'writeOff',
    writeOff: true,
    sign: -1,
    price: 'cost',
    priceLabel: 'Себестоимость',
  },
  SelfWriting: {
    ...base,
    kind: 'SelfWriting',
    path: '/warehouse/SelfWriting',
    noun: 'Самосписание',
    counterparty: null,
    sign: -1,
    price: 'cost',
    priceLabel: 'Себестоимость',
  },
  Output: {
    ...base,
    kind: 'Output',
    path: '/warehouse/Output',
    noun: 'Расход',
    counterparty: 'supplier',
    supplier: 'optional',
    sign: -1,
    price: 'cost',
    priceLabel: 'Себестоимость',
  },
  Moving: {
    ...base,
    kind: 'Moving',
    path: '/warehouse/Moving',
    noun: 'Перемещение',
    counterparty: 'toAffiliate',
    toAffiliate: true,
    sign: -1,
    price: 'cost',
    priceLabel: 'Себестоимость',
  },
  Stocktaking: {
    ...base,
    kind: 'Stocktaking',
    path: '/warehouse/Stocktaking',
    noun: 'Инвентаризация',
    counterparty: null,
    count: true,
    sign: 0,
    price: 'cost',
    priceLabel: 'Себестоимость',
  },
};

export const KIND_LIST = Object.values(KINDS);

export function kindOfPath(pathname: string): KindDef | undefined {
  return KIND_LIST.find((k) => k.path === pathname.replace(/\/+$/, ''));
}

/** The editor of one document, within its kind's route. */
export const documentPath = (kind: StockDocumentKind, id: string) => `${KINDS[kind].path}?id=${id}`;

export const STOCK_PATH = '/warehouse/Stock';

export const movementsOfDocument = (id: string) => `${STOCK_PATH}?document=${id}`;
