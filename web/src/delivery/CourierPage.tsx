import {
  AnchorButton,
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  H2,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatRub } from '../../../schema/money';
import {
  unwrap,
  useMarkMyDeliveryMutation,
  useMyDeliveriesQuery,
  type DeliveryFieldsFragment,
} from '../graphql';
import { STATUS_INTENT, statusTitle, telHref, windowLabel } from './labels';
import { photoData } from './photo';
import './delivery.css';

type Mark = { delivery: DeliveryFieldsFragment; delivered: boolean };

function MarkDialog({ mark, onClose, onDone }: { mark: Mark; onClose(): void; onDone(): void }) {
  const [save, saving] = useMarkMyDeliveryMutation();
  const [receiver, setReceiver] = useState('');
  const [reason, setReason] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoName, setPhotoName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const reply = await save({
        variables: {
          orderId: mark.delivery.orderId,
          delivered: mark.delivered,
          receiverName: mark.delivered ? receiver : null,
          reason: mark.delivered ? null : reason,
          photo: mark.delivered ? photo : null,
        },
      });
      unwrap(reply.data?.markMyDelivery, 'delivery');
      onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Не удалось');
    }
  };
  return (
    <Dialog
      isOpen
      title={mark.delivered ? 'Доставлен' : 'Не доставлен'}
      onClose={onClose}
      className="courier-dialog"
    >
      <DialogBody>
        {mark.delivered ? (
          <>
            <FormGroup label="Кто получил" labelFor="receiver">
              <InputGroup
                id="receiver"
                value={receiver}
                onChange={(e) => setReceiver(e.currentTarget.value)}
              />
            </FormGroup>
            <FormGroup label="Фото (необязательно)" labelFor="proof">
              <FileInput
                fill
                text={photoName ?? 'Фото у двери…'}
                hasSelection={photoName !== null}
                buttonText="Выбрать"
                inputProps={{ id: 'proof', accept: 'image/*', capture: 'environment' }}
                onInputChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  if (!file) return;
                  setPhotoName(file.name);
                  void photoData(file).then(setPhoto);
                }}
              />
            </FormGroup>
            {photo && <img className="courier-photo-preview" src={photo} alt="Фото доставки" />}
          </>
        ) : (
          <FormGroup label="Причина" labelFor="reason" labelInfo="(обязательно)">
            <TextArea id="reason" fill value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          </FormGroup>
        )}
        {error && <Callout intent="danger">{error}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Отмена" onClick={onClose} />
            <Button
              intent={mark.delivered ? 'success' : 'danger'}
              text="Сохранить"
              loading={saving.loading}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}

function CourierCard({
  d,
  focused,
  onMark,
}: {
  d: DeliveryFieldsFragment;
  focused: boolean;
  onMark(m: Mark): void;
}) {
  const open = d.status === 'OUT' || d.status === 'MADE' || d.status === 'TO_MAKE';
  const bouquet = d.photos.find((p) => p.kind === 'BOUQUET');
  return (
    <Card
      className={`courier-card${focused ? ' is-focused' : ''}${d.late ? ' is-late' : ''}`}
      data-order={d.number}
    >
      <div className="courier-card-head">
        <b>{windowLabel(d)}</b>
        <Tag minimal intent={STATUS_INTENT[d.status]}>
          {statusTitle(d.status)}
        </Tag>
        {d.late && <Tag intent="danger">Опаздывает</Tag>}
        <span className="delivery-spacer" />
        <span className="delivery-muted">№ {d.number}</span>
      </div>
      <div className="courier-recipient">{d.recipientName || 'Получатель не указан'}</div>
      <div>{d.address}</div>
      {d.cardText && <div className="delivery-muted">Открытка: «{d.cardText}»</div>}
      {d.comment && <div className="delivery-muted">{d.comment}</div>}
      <div className="courier-due">
        Получить: <b>{d.due > 0 ? formatRub(d.due) : 'оплачено'}</b>
      </div>
      {bouquet && <img className="courier-bouquet" src={bouquet.thumbUrl} alt="Фото букета" />}
      <div className="courier-actions">
        {d.recipientPhone && <AnchorButton icon="phone" text="Позвонить" href={telHref(d.recipientPhone)} />}
        {d.mapsUrl && (
          <AnchorButton icon="map-marker" text="Карта" href={d.mapsUrl} target="_blank" rel="noreferrer" />
        )}
      </div>
      {open && d.status === 'OUT' && (
        <div className="courier-actions">
          <Button
            intent="success"
            large
            text="Доставлен"
            onClick={() => onMark({ delivery: d, delivered: true })}
          />
          <Button
            intent="danger"
            large
            text="Не доставлен"
            onClick={() => onMark({ delivery: d, delivered: false })}
          />
        </div>
      )}
      {d.status === 'FAILED' && <div className="delivery-failed">Не доставлен: {d.failureReason}</div>}
    </Card>
  );
}

/**
 * /courier and /courier/:orderId (a route sheet's QR code): the signed-in courier's deliveries of
 * today in window order, phone width first. Only their own: the server reads the session's account.
 */
export default function CourierPage() {
  const { orderId } = useParams();
  const q = useMyDeliveriesQuery({ fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const [mark, setMark] = useState<Mark | null>(null);
  const items = q.data?.myDeliveries?.items;

  let body: React.ReactNode;
  if (q.loading && !items) body = <Spinner className="delivery-state" aria-label="Загрузка" />;
  else if (!items)
    body = (
      <NonIdealState
        className="delivery-state"
        icon="error"
        title="Не удалось загрузить доставки"
        description={q.error?.message}
        action={<Button text="Повторить" onClick={() => void q.refetch()} />}
      />
    );
  else if (items.length === 0)
    body = <NonIdealState className="delivery-state" icon="box" title="На сегодня доставок нет" />;
  else {
    const focused = orderId ? items.filter((d) => d.orderId === orderId) : [];
    body = (
      <>
        {orderId && focused.length === 0 && (
          <Callout intent="warning" className="delivery-callout">
            Эта доставка не ваша или не на сегодня.
          </Callout>
        )}
        <div className="courier-list">
          {[...focused, ...items.filter((d) => d.orderId !== orderId)].map((d) => (
            <CourierCard key={d.orderId} d={d} focused={d.orderId === orderId} onMark={setMark} />
          ))}
        </div>
      </>
    );
  }
  return (
    <section className="app-page courier-page">
      <H2 className="app-page-title">Мои доставки</H2>
      {body}
      {mark && (
        <MarkDialog
          mark={mark}
          onClose={() => setMark(null)}
          onDone={() => {
            setMark(null);
            void q.refetch();
          }}
        />
      )}
    </section>
  );
}
