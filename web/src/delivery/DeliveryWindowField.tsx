import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { windowText } from '../../../schema/delivery';
import { useDeliverySettingsQuery } from '../graphql';

const NONE = '';

/**
 * «Время доставки» of the flower order form (issue 21, docs/delivery.md): one of the shop's
 * windows (delivery settings), the same every day, or none yet. The server refuses any other
 * (createOrder / updateOrder: FIELD_INVALID at `input.deliveryTime`). An order kept with a time
 * off today's windows (taken before, or through the legacy /api) shows it as it is, so saving the
 * order unchanged keeps it. If the windows cannot be read the field takes a typed interval.
 */
export function DeliveryWindowField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  error?: string;
}) {
  const q = useDeliverySettingsQuery({ fetchPolicy: 'cache-first' });
  const slots = q.data?.deliverySettings?.slots.map(windowText) ?? [];
  const failed = !q.data?.deliverySettings && !q.loading;
  const helper = error ?? (failed ? 'Окна магазина не загрузились: введите интервал ЧЧ:ММ-ЧЧ:ММ' : undefined);
  return (
    <FormGroup
      label={label}
      labelFor={id}
      helperText={helper}
      intent={error ? 'danger' : failed ? 'warning' : 'none'}
    >
      {failed ? (
        <InputGroup
          id={id}
          value={value}
          placeholder="12:00-14:00"
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <HTMLSelect
          id={id}
          fill
          value={value}
          disabled={q.loading}
          onChange={(e) => onChange(e.target.value)}
          options={[
            { value: NONE, label: q.loading ? 'Загрузка окон…' : '— окно не выбрано —' },
            ...slots.map((s) => ({ value: s, label: s.replace('-', '–') })),
            ...(value && !slots.includes(value) ? [{ value, label: `${value} (не из окон магазина)` }] : []),
          ]}
        />
      )}
    </FormGroup>
  );
}
