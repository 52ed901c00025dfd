import { Button, Callout, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime } from '../app/format';
import { formatMoney } from '../lists/format';
import type { FiscalDoc } from './useFiscal';

export const KIND_LABELS: Record<FiscalDoc['kind'], string> = {
  sale: 'Чек прихода',
  prepayment: 'Предоплата',
  settlement: 'Полный расчёт',
  return: 'Возврат прихода',
  openShift: 'Открытие смены',
  closeShift: 'Закрытие смены',
};

const STATUS: Record<FiscalDoc['status'], { text: string; intent: Intent }> = {
  registered: { text: 'пробит', intent: 'success' },
  failed: { text: 'не пробит', intent: 'danger' },
  pending: { text: 'ждёт кассу', intent: 'warning' },
};

export function FiscalTag({ doc }: { doc: Pick<FiscalDoc, 'status'> }) {
  const s = STATUS[doc.status];
  return (
    <Tag minimal intent={s.intent} data-testid="fiscal-status">
      {s.text}
    </Tag>
  );
}

/** The register's time as it printed it, shown in the shop's format when it parses. */
export const fiscalTime = (at: string | null) =>
  at && !Number.isNaN(Date.parse(at)) ? formatDateTime(at) : (at ?? '');

/** «Пробить снова»: busy while the register works, never twice at once. */
export function RetryButton({ onRetry, large }: { onRetry: () => Promise<unknown>; large?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={large ? 'large' : 'small'}
      intent="warning"
      icon="refresh"
      text="Пробить снова"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void onRetry().finally(() => setBusy(false));
      }}
    />
  );
}

/**
 * What became of a payment's receipts, right where the payment was taken (the POS): printed with
 * its number, or «не пробит» with the driver's message and «Пробить снова».
 */
export function FiscalStatus({
  docs,
  busy,
  error,
  onRetry,
}: {
  docs: readonly FiscalDoc[];
  busy: boolean;
  /** A failure before the register was asked (the CRM unreachable, the order unreadable). */
  error: string | null;
  onRetry: (doc: FiscalDoc) => Promise<unknown>;
}) {
  if (busy)
    return (
      <Tag minimal icon="time">
        Пробиваем чек…
      </Tag>
    );
  if (error)
    return (
      <Callout intent="danger" icon="error" compact role="alert" data-testid="fiscal-failed">
        Чек не пробит: {error}
      </Callout>
    );
  return (
    <>
      {docs.map((d) =>
        d.status === 'registered' ? (
          <Tag key={d.id} large minimal intent="success" icon="tick" data-testid="fiscal-registered">
            {KIND_LABELS[d.kind]} № {d.number} пробит, {formatMoney(d.amount)}
          </Tag>
        ) : (
          <Callout key={d.id} intent="danger" icon="error" compact role="alert" data-testid="fiscal-failed">
            <span>Чек не пробит: {d.message ?? 'касса ещё не ответила'} </span>
            <RetryButton large onRetry={() => onRetry(d)} />
          </Callout>
        ),
      )}
    </>
  );
}
