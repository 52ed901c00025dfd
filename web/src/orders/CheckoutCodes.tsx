import { Button, FormGroup, InputGroup, Tag } from '@blueprintjs/core';
import { useApolloClient } from '@apollo/client';
import { useState } from 'react';
import { CheckoutCodesDocument, type CheckoutCodesQuery, type DiscountKind } from '../graphql';
import { formatMoney } from '../lists/format';
import { serverError } from '../lists/errors';

/**
 * The checkout's promo code and gift certificate (docs/orders.md "Promo codes and certificates"),
 * one component for the order form and the till. «Применить» asks the server (checkoutCodes),
 * which gives the save's own Russian reason; the save checks again and holds the use and balance.
 */

export interface AppliedPromo {
  code: string;
  kind: DiscountKind;
  value: number;
}

export interface AppliedCertificate {
  code: string;
  /** What the certificate can pay: its balance (plus what this order already holds, on an edit). */
  balance: number;
}

type Found = NonNullable<CheckoutCodesQuery['checkoutCodes']>;

export const promoLabel = (p: AppliedPromo) =>
  p.kind === 'percent' ? `−${String(p.value).replace('.', ',')} %` : `−${formatMoney(p.value)}`;

interface Props {
  /** Goods in kopecks: the code's minimum is checked against it. */
  subtotal: number;
  promo: AppliedPromo | null;
  onPromo: (p: AppliedPromo | null) => void;
  certificate: AppliedCertificate | null;
  onCertificate: (c: AppliedCertificate | null) => void;
  large?: boolean;
}

export function CheckoutCodes(p: Props) {
  const client = useApolloClient();
  const ask = async (vars: { promoCode?: string; certificateCode?: string }): Promise<Found> => {
    const { data } = await client.query({
      query: CheckoutCodesDocument,
      variables: { ...vars, subtotal: p.subtotal },
      // A balance and a usage count change with every sale: never from the cache.
      fetchPolicy: 'no-cache',
    });
    // A null root is a failed check (issue 18): the field shows it as its error.
    if (!data.checkoutCodes) throw new Error('Код не проверен: повторите');
    return data.checkoutCodes;
  };
  return (
    <div className="order-checkout-codes">
      <CodeField
        id="promoCode"
        label="Промокод"
        large={p.large}
        applied={p.promo && `${p.promo.code} ${promoLabel(p.promo)}`}
        onRemove={() => p.onPromo(null)}
        onApply={async (code) => {
          const found = (await ask({ promoCode: code })).promo;
          if (found) p.onPromo({ code: found.code, kind: found.kind, value: found.value });
        }}
      />
      <CodeField
        id="certificateCode"
        label="Сертификат"
        large={p.large}
        applied={p.certificate && `${p.certificate.code}, остаток ${formatMoney(p.certificate.balance)}`}
        onRemove={() => p.onCertificate(null)}
        onApply={async (code) => {
          const found = (await ask({ certificateCode: code })).certificate;
          if (found) p.onCertificate({ code: found.code, balance: found.balance });
        }}
      />
    </div>
  );
}

interface FieldProps {
  id: string;
  label: string;
  large?: boolean;
  applied: string | null;
  onRemove: () => void;
  onApply: (code: string) => Promise<void>;
}

function CodeField({ id, label, large, applied, onRemove, onApply }: FieldProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    const code = text.trim();
    if (!code) return;
    setBusy(true);
    setError('');
    try {
      await onApply(code);
      setText('');
    } catch (e) {
      setError(serverError(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormGroup label={label} labelFor={id} helperText={error || undefined} intent={error ? 'danger' : 'none'}>
      {applied ? (
        <Tag large={large} intent="success" icon="tick" onRemove={onRemove} data-testid={`${id}-applied`}>
          {applied}
        </Tag>
      ) : (
        <InputGroup
          id={id}
          large={large}
          value={text}
          autoComplete="off"
          intent={error ? 'danger' : 'none'}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
          rightElement={
            <Button text="Применить" loading={busy} disabled={!text.trim()} onClick={() => void apply()} />
          }
        />
      )}
    </FormGroup>
  );
}
