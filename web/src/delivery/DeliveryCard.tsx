import { Button, Card, Checkbox, FileInput, HTMLSelect, Tag } from '@blueprintjs/core';
import { formatRub } from '../../../schema/money';
import type { DeliveryFieldsFragment, DeliveryStatus } from '../graphql';
import { DeliveryPhotos } from './DeliveryPhotos';
import { NEXT_STEP, STATUS_INTENT, statusTitle } from './labels';

interface Props {
  delivery: DeliveryFieldsFragment;
  selected: boolean;
  onSelect(selected: boolean): void;
  onStatus(status: DeliveryStatus): void;
  onPhoto(file: File): void;
  /** The shop's slots, «ЧЧ:ММ-ЧЧ:ММ»; the card moves its order to another one. */
  slots: readonly string[];
  onWindow(slot: string): void;
}

/** One delivery on the board: who, where, what to collect, its status and the next step. */
export function DeliveryCard({ delivery: d, selected, onSelect, onStatus, onPhoto, slots, onWindow }: Props) {
  const current = d.window ? `${d.window.from}-${d.window.to}` : '';
  const next = NEXT_STEP[d.status];
  return (
    <Card className={`delivery-card${d.late ? ' is-late' : ''}`} data-order={d.number}>
      <div className="delivery-card-head">
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={`Выбрать заказ ${d.number}`}
          disabled={d.pickup || d.status === 'DELIVERED'}
        />
        <b>№ {d.number}</b>
        <Tag minimal intent={STATUS_INTENT[d.status]}>
          {statusTitle(d.status)}
        </Tag>
        {d.late && (
          <Tag intent="danger" icon="time">
            Опаздывает
          </Tag>
        )}
      </div>
      <div className="delivery-card-body">
        <div>{d.recipientName || 'Получатель не указан'}</div>
        {d.recipientPhone && <div className="delivery-muted">{d.recipientPhone}</div>}
        <div>{d.pickup ? 'Самовывоз' : d.address || 'Адрес не указан'}</div>
        <div className="delivery-muted">
          {d.courier ? `Курьер: ${d.courier.name}` : d.pickup ? '' : 'Курьер не назначен'}
        </div>
        <div>
          Получить: <b>{d.due > 0 ? formatRub(d.due) : 'оплачено'}</b>
        </div>
        {d.status === 'FAILED' && <div className="delivery-failed">Не доставлен: {d.failureReason}</div>}
        {d.status === 'DELIVERED' && d.receiverName && <div>Получил(а): {d.receiverName}</div>}
      </div>
      <DeliveryPhotos photos={d.photos} />
      <div className="delivery-card-actions">
        {!d.pickup && d.status !== 'DELIVERED' && slots.length > 0 && (
          <HTMLSelect
            aria-label={`Окно заказа ${d.number}`}
            value={slots.includes(current) ? current : ''}
            onChange={(e) => e.currentTarget.value && onWindow(e.currentTarget.value)}
            options={[
              ...(slots.includes(current) ? [] : [{ value: '', label: 'Окно…' }]),
              ...slots.map((s) => ({ value: s, label: s.replace('-', '–') })),
            ]}
          />
        )}
        {next && (!(next.status === 'OUT') || d.courier) && (
          <Button size="small" intent="primary" text={next.text} onClick={() => onStatus(next.status)} />
        )}
        {d.status !== 'DELIVERED' && (
          <FileInput
            size="small"
            text="Фото букета…"
            buttonText="Выбрать"
            inputProps={{ accept: 'image/*', 'aria-label': `Фото букета ${d.number}` }}
            onInputChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) onPhoto(file);
            }}
          />
        )}
      </div>
    </Card>
  );
}
