import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import { OrderForm } from './OrderForm';
import { draftFromOrder, draftToInput, emptyDraft, type OrderDraft } from './form';
import { useOrderActions, useOrderDetails } from './useOrders';

/** /order/newOrder and /order/editOrder?id=…: the full flower-shop order form. */
export default function OrderFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const actions = useOrderActions();
  const { order, loading, error, refetch } = useOrderDetails(id);

  const save = async (draft: OrderDraft) => {
    try {
      const saved = id
        ? await actions.update(id, draftToInput(draft, 'flower_shop', false))
        : await actions.create(draftToInput(draft, 'flower_shop', true));
      toastSuccess(id ? `Заказ ${saved.number} сохранён` : `Заказ ${saved.number} создан`);
      navigate('/order/allOrder');
      return null;
    } catch (e) {
      const err = serverError(e);
      toastError(err.message);
      return err;
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
    <OrderForm
      // A fresh form per order: opening another order must not keep the previous one's draft.
      key={id ?? 'new'}
      initial={order ? draftFromOrder(order) : emptyDraft()}
      submitText={id ? 'Сохранить' : 'Создать заказ'}
      onSubmit={save}
      onCancel={() => navigate('/order/allOrder')}
    />
  );
}
