import { Callout, Spinner, Switch } from '@blueprintjs/core';
import { useEffect } from 'react';
import { formatMoney } from '../lists/format';
import { useBonusOffer } from './useBonus';
import './loyalty.css';

interface Props {
  /** The picked client (null: none yet, nothing to spend). */
  clientId: string | null;
  /** The order's total, kopecks. */
  total: number;
  /** Paid otherwise (the advance, the certificate), kopecks: bonuses pay only what is left. */
  paidOtherwise: number;
  /** Kopecks to spend now (0: none). */
  value: number;
  onChange: (kopecks: number) => void;
  large?: boolean;
}

/**
 * «Списать бонусы» (docs/loyalty.md) of the order form and the POS: the client's balance, and a
 * switch that spends as much as the balance, the programme's share and what is left to pay allow.
 * The server checks the same again under the balance's lock (BONUS_INSUFFICIENT).
 */
export function SpendBonus({ clientId, total, paidOtherwise, value, onChange, large }: Props) {
  const bonus = useBonusOffer(clientId, total, paidOtherwise);
  // The basket changed under a spend: follow it down (never past the cap), off when nothing is left.
  useEffect(() => {
    if (value > 0 && value !== bonus.offer && !bonus.loading) onChange(bonus.offer);
  }, [value, bonus.offer, bonus.loading, onChange]);
  if (!bonus.enabled || !clientId) return null;
  if (bonus.loading) return <Spinner size={16} />;
  if (bonus.error)
    return (
      <Callout intent="danger" compact>
        Не удалось узнать бонусы клиента
      </Callout>
    );
  return (
    <div className="bonus-spend" data-testid="bonus-spend">
      <Switch
        large={large}
        checked={value > 0}
        disabled={bonus.offer === 0}
        label="Списать бонусы"
        onChange={(e) => onChange(e.currentTarget.checked ? bonus.offer : 0)}
      />
      <span className="bp6-text-muted">
        На счёте <b data-testid="bonus-balance">{formatMoney(bonus.balance)}</b>
        {bonus.offer > 0
          ? `, можно списать до ${formatMoney(bonus.offer)} (не больше ${bonus.maxSharePercent} % заказа)`
          : ''}
      </span>
    </div>
  );
}
