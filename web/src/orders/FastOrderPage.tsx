import { useNavigate } from 'react-router-dom';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import { OrderForm } from './OrderForm';
import { draftToInput, emptyDraft, type OrderDraft } from './form';
import { useOrderActions } from './useOrders';

/** /order/newOrderFast: the essentials of a flower order on one screen. */
export default function FastOrderPage() {
  const navigate = useNavigate();
  const { create } = useOrderActions();
  const save = async (draft: OrderDraft) => {
    try {
      const saved = await create(draftToInput(draft, 'flower_shop', true));
      toastSuccess(`Заказ ${saved.number} создан`);
      navigate('/order/allOrder');
      return null;
    } catch (e) {
      const err = serverError(e);
      toastError(err.message);
      return err;
    }
  };
  return <OrderForm compact initial={emptyDraft()} submitText="Создать заказ" onSubmit={save} />;
}
