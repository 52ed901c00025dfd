import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '../lists/toaster';
import { showOrderRefusal } from './refusal';
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
      // At its field when it names one, else a toast (refusal.ts).
      return showOrderRefusal(e);
    }
  };
  return <OrderForm compact initial={emptyDraft()} submitText="Создать заказ" onSubmit={save} />;
}
