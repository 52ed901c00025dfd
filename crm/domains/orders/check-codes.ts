/**
 * order/checkCheckoutCodes (ours): the order form and the till check a promo code and a
 * certificate as they are typed, with the same reasons the save would give, before anything is
 * held. What they answer is a preview; the save checks again and holds in its transaction.
 */
import type { Db } from '../../db/connect';
import type { Body } from '../../registry';
import { refuse } from './input';
import { checkMinimum, findCertificate, findPromo } from './redeem';

function code(body: Body, key: string, label: string): string {
  const v = body[key];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') refuse(`Поле «${label}» должно быть строкой`);
  const s = (v as string).trim();
  if (s.length > 50) refuse(`Поле «${label}»: не длиннее 50 символов`);
  return s;
}

export async function checkCodes(db: Db, body: Body, today: string) {
  const promoCode = code(body, 'promo_code', 'Промокод');
  const certificateCode = code(body, 'certificate_code', 'Сертификат');
  const subtotal = body.sumProducts;
  if (
    subtotal !== undefined &&
    subtotal !== null &&
    (typeof subtotal !== 'number' || !Number.isInteger(subtotal) || subtotal < 0)
  )
    refuse('Сумма товаров — целое число копеек не меньше 0');
  const promo = await findPromo(db, promoCode, today, null);
  if (typeof subtotal === 'number') checkMinimum(promo, subtotal);
  const certificate = await findCertificate(db, certificateCode, today, null);
  return {
    promo: promo && {
      code: promo.code,
      kind: promo.kind,
      value: promo.value,
      minOrderSum: promo.minOrderSum,
    },
    certificate: certificate && { code: certificate.code, balance: certificate.balance },
  };
}
