import { Button, ButtonGroup, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useState, type Dispatch, type ReactNode } from 'react';
import { formatMoney } from '../../lists/format';
import { promoLabel, type AppliedCertificate, type AppliedPromo } from '../CheckoutCodes';
import type { Ref } from '../refs';
import { unitPrice, type CartAction, type CartLine } from './cart';
import { lineDetails } from '../../settings/receipt';

interface Props {
  /** Eat in / take away, above the lines. */
  dining?: ReactNode;
  lines: CartLine[];
  dispatch: Dispatch<CartAction>;
  total: number;
  /** What is left to pay in money: the total less the certificate. */
  due: number;
  promoSum: number;
  discountSum: number;
  markupSum: number;
  markupName: string;
  giftName: string;
  certificateSum: number;
  /** Paid with the client's bonuses, kopecks. */
  bonusSum: number;
  /** The till's client and «Списать бонусы» (PosClient, SpendBonus). */
  client: ReactNode;
  /** The promo code and certificate fields (CheckoutCodes), opened by their button. */
  codes: ReactNode;
  /** The preset discount, markup and gift pickers (CheckoutPresets), opened by their button. */
  presets: ReactNode;
  onClearDiscount: () => void;
  promo: AppliedPromo | null;
  certificate: AppliedCertificate | null;
  change: number;
  short: boolean;
  isCash: boolean;
  cashText: string;
  onCash: (v: string) => void;
  payments: Ref[];
  paymentTypeId: string;
  onPayment: (id: string) => void;
  saving: boolean;
  checkoutText: string;
  onCheckout: () => void;
  /** The order just paid and its receipt, shown where the next sale starts. */
  paid?: ReactNode;
}

const QUICK_CASH = [500, 1000, 2000, 5000];

/** The basket: big − / + for touch, payment type, cash received and change, one-click checkout. */
export function CartPanel(p: Props) {
  const [codesOpen, setCodesOpen] = useState(false);
  const [presetsOpen, setPresetsOpen] = useState(false);
  // The line whose kitchen comment is being typed.
  const [commenting, setCommenting] = useState<string | null>(null);
  return (
    <aside className="pos-cart" aria-label="Корзина">
      <div className="pos-cart-lines">
        {p.lines.length === 0 && p.paid}
        {p.lines.length === 0 ? (
          <NonIdealState
            icon="shopping-cart"
            title="Корзина пуста"
            description="Нажмите на товар или отсканируйте код"
          />
        ) : (
          p.lines.map((l) => (
            <div key={l.key} className="pos-cart-line" data-testid="cart-line">
              {/* The line's name is the comment's touch target (40 px, like − and +): a button
                  of its own beside them took the name's width on a 1024 px counter. */}
              <Button
                minimal
                large
                fill
                alignText="start"
                className="pos-cart-name"
                endIcon="comment"
                active={commenting === l.key}
                aria-label={`Комментарий: ${l.name}`}
                onClick={() => setCommenting(commenting === l.key ? null : l.key)}
              >
                {l.name}
                <div className="bp6-text-muted">{formatMoney(unitPrice(l))}</div>
              </Button>
              <ButtonGroup>
                <Button
                  large
                  icon="minus"
                  aria-label={`Меньше: ${l.name}`}
                  onClick={() => p.dispatch({ type: 'dec', key: l.key })}
                />
                <Button large disabled className="pos-cart-count" text={String(l.count)} />
                <Button
                  large
                  icon="plus"
                  aria-label={`Больше: ${l.name}`}
                  onClick={() => p.dispatch({ type: 'inc', key: l.key })}
                />
              </ButtonGroup>
              <div className="pos-cart-sum">{formatMoney(unitPrice(l) * l.count)}</div>
              <div className="pos-cart-extra">
                {lineDetails({ comboParts: l.parts, modifiers: l.modifiers, comment: l.comment }).map(
                  (text) => (
                    <div key={text} className="pos-cart-detail">
                      {text.trim()}
                    </div>
                  ),
                )}
                {commenting === l.key && (
                  <InputGroup
                    autoFocus
                    small
                    placeholder="Комментарий для кухни"
                    aria-label={`Комментарий для кухни: ${l.name}`}
                    maxLength={200}
                    defaultValue={l.comment}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') e.currentTarget.blur();
                    }}
                    onBlur={(e) => {
                      p.dispatch({ type: 'comment', key: l.key, comment: e.currentTarget.value.trim() });
                      setCommenting(null);
                    }}
                  />
                )}
              </div>
            </div>
          ))
        )}
      </div>
      <div className="pos-cart-pay">
        {/* With the payment, which scrolls by itself: above the lines it took the grid's height
            on a portrait tablet (768×1024). */}
        {p.dining}
        <div className="pos-payments">
          {p.payments.map((t) => (
            <Button
              key={t.id}
              large
              active={t.id === p.paymentTypeId}
              intent={t.id === p.paymentTypeId ? 'primary' : 'none'}
              text={t.name}
              onClick={() => p.onPayment(t.id)}
            />
          ))}
        </div>
        {p.isCash && (
          <>
            <InputGroup
              large
              leftIcon="bank-account"
              placeholder="Получено наличными, ₽"
              aria-label="Получено наличными"
              inputMode="decimal"
              value={p.cashText}
              intent={p.short ? 'danger' : 'none'}
              onChange={(e) => p.onCash(e.target.value)}
            />
            <div className="pos-quick-cash">
              {QUICK_CASH.map((r) => (
                <Button key={r} large text={`${r} ₽`} onClick={() => p.onCash(String(r))} />
              ))}
            </div>
          </>
        )}
        {p.client}
        {presetsOpen && p.presets}
        {(codesOpen || p.promo || p.certificate) && p.codes}
        {p.discountSum > 0 && (
          <div className="pos-adjust">
            <span>
              Скидка{' '}
              <Button minimal small icon="cross" aria-label="Убрать скидку" onClick={p.onClearDiscount} />
            </span>
            <b data-testid="pos-discount">−{formatMoney(p.discountSum)}</b>
          </div>
        )}
        {p.markupSum > 0 && (
          <div className="pos-adjust">
            <span>Наценка «{p.markupName}»</span>
            <b data-testid="pos-markup">+{formatMoney(p.markupSum)}</b>
          </div>
        )}
        {p.giftName && (
          <div className="pos-adjust">
            <span>Подарок: {p.giftName}</span>
            <b data-testid="pos-gift">{formatMoney(0)}</b>
          </div>
        )}
        {p.promo && p.promoSum > 0 && (
          <div className="pos-adjust">
            {/* The code itself is on its tag just above. */}
            <span>Промокод {promoLabel(p.promo)}</span>
            <b data-testid="pos-promo">−{formatMoney(p.promoSum)}</b>
          </div>
        )}
        <div className="pos-total">
          Итого <b data-testid="pos-total">{formatMoney(p.total)}</b>
        </div>
        {p.certificate && p.certificateSum > 0 && (
          <div className="pos-adjust">
            <span>Сертификат</span>
            <b data-testid="pos-certificate">−{formatMoney(p.certificateSum)}</b>
          </div>
        )}
        {p.bonusSum > 0 && (
          <div className="pos-adjust">
            <span>Бонусами</span>
            <b data-testid="pos-bonus">−{formatMoney(p.bonusSum)}</b>
          </div>
        )}
        {((p.certificate && p.certificateSum > 0) || p.bonusSum > 0) && (
          <div className="pos-adjust">
            К оплате <b data-testid="pos-due">{formatMoney(p.due)}</b>
          </div>
        )}
        {p.isCash && (
          <div className={`pos-change${p.short ? ' pos-short' : ''}`}>
            {p.short ? (
              'Недостаточно наличных'
            ) : (
              <>
                Сдача <b data-testid="pos-change">{formatMoney(p.change)}</b>
              </>
            )}
          </div>
        )}
        <div className="pos-actions">
          <Button
            large
            icon="trash"
            aria-label="Очистить корзину"
            disabled={p.lines.length === 0}
            onClick={() => p.dispatch({ type: 'clear' })}
          />
          <Button
            large
            icon="percentage"
            aria-label="Скидка, наценка, подарок"
            title="Скидка, наценка, подарок"
            active={presetsOpen}
            onClick={() => setPresetsOpen((v) => !v)}
          />
          <Button
            large
            icon="tag"
            aria-label="Промокод или сертификат"
            title="Промокод или сертификат"
            active={codesOpen}
            onClick={() => setCodesOpen((v) => !v)}
          />
          <Button
            large
            fill
            intent="success"
            icon="tick"
            loading={p.saving}
            disabled={p.lines.length === 0 || p.short}
            text={`${p.checkoutText} ${formatMoney(p.due)}`}
            onClick={p.onCheckout}
          />
        </div>
      </div>
    </aside>
  );
}
