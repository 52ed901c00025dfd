/** The board's data and actions (schema/delivery.graphql); refusals throw UserErrorsError. */
import {
  unwrap,
  useAddDeliveryPhotoMutation,
  useAssignCourierMutation,
  useDeliveryBoardQuery,
  useDeliverySettingsQuery,
  useSetDeliveryWindowMutation,
  useSetDeliveryStatusMutation,
  type DeliveryStatus,
} from '../graphql';

export function useDeliveryBoard(date: string | null) {
  const query = useDeliveryBoardQuery({
    variables: date ? { date } : {},
    fetchPolicy: 'cache-and-network',
    // Lateness moves with the clock: the board reads itself again every minute.
    pollInterval: 60_000,
  });
  const [assign, assigning] = useAssignCourierMutation();
  const [setStatus] = useSetDeliveryStatusMutation();
  const [addPhoto] = useAddDeliveryPhotoMutation();
  const [setWindow] = useSetDeliveryWindowMutation();
  const settings = useDeliverySettingsQuery();
  return {
    day: query.data?.deliveryBoard ?? null,
    couriers: query.data?.couriers ?? [],
    /** The shop's windows, «ЧЧ:ММ-ЧЧ:ММ». */
    slots: (settings.data?.deliverySettings?.slots ?? []).map((w) => `${w.from}-${w.to}`),
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    refetchSlots: settings.refetch,
    assigning: assigning.loading,
    async assign(orderIds: string[], courierId: string | null) {
      unwrap((await assign({ variables: { orderIds, courierId } })).data?.assignCourier, 'deliveries');
      await query.refetch();
    },
    async setStatus(orderId: string, status: DeliveryStatus, reason?: string) {
      unwrap(
        (await setStatus({ variables: { orderId, status, reason } })).data?.setDeliveryStatus,
        'delivery',
      );
      await query.refetch();
    },
    async setWindow(orderId: string, date: string, slot: string) {
      const [from, to] = slot.split('-');
      unwrap(
        (await setWindow({ variables: { orderId, date, from, to } })).data?.setDeliveryWindow,
        'delivery',
      );
      await query.refetch();
    },
    async addPhoto(orderId: string, photo: string) {
      unwrap((await addPhoto({ variables: { orderId, photo } })).data?.addDeliveryPhoto, 'delivery');
      await query.refetch();
    },
  };
}
