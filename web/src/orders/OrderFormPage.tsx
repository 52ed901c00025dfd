import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '../lists/toaster';
import { orderRefusal, showOrderRefusal } from './refusal';
import { OrderForm } from './OrderForm';
import { draftFromOrder, draftToInput, emptyDraft, type OrderDraft } from './form';
import { useOrderActions, useOrderDetails } from './useOrders';

const CONFLICT_TEXT = 'Заказ изменён другим пользователем';

/** /order/newOrder and /order/editOrder?id=…: the full flower-shop order form. */
export default function OrderFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const actions = useOrderActions();
  const { order, loading, error, refetch } = useOrderDetails(id);
  // Someone saved the order after this form loaded it: the save was refused, nothing was written.
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  const save = async (draft: OrderDraft) => {
    try {
      const saved = id
        ? // The version this form was filled from: a newer one on the server refuses the save.
          await actions.update(id, draftToInput(draft, 'flower_shop', false), order?.version)
        : await actions.create(draftToInput(draft, 'flower_shop', true));
      toastSuccess(id ? `Заказ ${saved.number} сохранён` : `Заказ ${saved.number} создан`);
      navigate('/order/allOrder');
      return null;
    } catch (e) {
      // A CONFLICT is a top-level error, not the input's fault: it names no field either.
      const err = orderRefusal(e);
      if (err.code === 'CONFLICT') {
        // Said once, above the form, with «Обновить»; the draft stays as typed until then.
        setConflict(true);
        return null;
      }
      // At its field when it names one, else a toast (refusal.ts).
      return showOrderRefusal(e);
    }
  };

  /** The order as it is now; the form starts again from it (its key is the version). */
  const reload = async () => {
    setReloading(true);
    try {
      await refetch();
      setConflict(false);
    } finally {
      setReloading(false);
    }
  };

  if (id && loading) return <Spinner />;
  if (id && (error || !order))
    return (
      <NonIdealState
        icon={error ? 'error' : 'search'}
        title={error ? 'Не удалось загрузить заказ' : 'Заказ не найден'}
        action={error ? <Button text="Повторить" onClick={() => void refetch()} /> : undefined}
      />
    );
  return (
    <>
      {conflict && (
        <Callout intent="warning" icon="refresh" title={CONFLICT_TEXT} className="order-conflict">
          <p>Пока вы редактировали заказ, его сохранил кто-то другой. Ваши изменения не записаны.</p>
          <Button
            intent="primary"
            icon="refresh"
            text="Обновить"
            loading={reloading}
            onClick={() => void reload()}
          />
        </Callout>
      )}
      <OrderForm
        // A fresh form per order and per version: opening another order, or reloading this one
        // after a conflict, must not keep the previous draft.
        key={id ? `${id}:${order?.version ?? ''}` : 'new'}
        initial={order ? draftFromOrder(order) : emptyDraft()}
        submitText={id ? 'Сохранить' : 'Создать заказ'}
        onSubmit={save}
        onCancel={() => navigate('/order/allOrder')}
      />
    </>
  );
}
