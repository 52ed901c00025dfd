/**
 * The six document kinds of spec section 7 and what each one means for stock. Everything that
 * differs between kinds is here, so the rest of crm/warehouse/ treats a document as a document.
 */
import { CrmError } from '../envelope';

export const KINDS = ['Consignment', 'Writing', 'SelfWriting', 'Output', 'Moving', 'Stocktaking'] as const;
export type Kind = (typeof KINDS)[number];

export interface KindDef {
  kind: Kind;
  /** Number prefix: ПР-000012. */
  prefix: string;
  /** Russian name, for messages. */
  title: string;
  /**
   * What a posted line does at the document's branch: +1 adds the quantity, −1 takes it away,
   * 0 (Stocktaking) sets the balance to the counted quantity. Moving also adds it at to_affiliate.
   */
  sign: 1 | -1 | 0;
  /** The counterparty the kind cannot do without. */
  requires: 'supplier' | 'writeOff' | 'toAffiliate' | null;
  /** Which optional counterparty columns mean something for the kind (the rest are stored null). */
  uses: readonly ('supplier' | 'writeOff' | 'toAffiliate')[];
}

export const KIND_DEFS: Readonly<Record<Kind, KindDef>> = {
  Consignment: {
    kind: 'Consignment',
    prefix: 'ПР',
    title: 'Приход',
    sign: 1,
    requires: 'supplier',
    uses: ['supplier'],
  },
  Writing: {
    kind: 'Writing',
    prefix: 'СП',
    title: 'Списание',
    sign: -1,
    requires: 'writeOff',
    uses: ['writeOff'],
  },
  SelfWriting: {
    kind: 'SelfWriting',
    prefix: 'СС',
    title: 'Самосписание',
    sign: -1,
    requires: null,
    uses: [],
  },
  // Goods going out, e.g. back to a supplier: the supplier is optional.
  Output: { kind: 'Output', prefix: 'РС', title: 'Расход', sign: -1, requires: null, uses: ['supplier'] },
  Moving: {
    kind: 'Moving',
    prefix: 'ПМ',
    title: 'Перемещение',
    sign: -1,
    requires: 'toAffiliate',
    uses: ['toAffiliate'],
  },
  Stocktaking: {
    kind: 'Stocktaking',
    prefix: 'ИН',
    title: 'Инвентаризация',
    sign: 0,
    requires: null,
    uses: [],
  },
};

export function isKind(value: unknown): value is Kind {
  return typeof value === 'string' && (KINDS as readonly string[]).includes(value);
}

export function requireKind(value: unknown): Kind {
  if (!isKind(value)) {
    throw new CrmError('VALIDATION', `Поле «kind»: ожидается один из видов документа: ${KINDS.join(', ')}`);
  }
  return value;
}
