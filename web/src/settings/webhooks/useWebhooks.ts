/** The «Вебхуки» screen's data: the endpoints and what may be done to them (schema/webhooks.graphql). */
import {
  unwrap,
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookEndpointsQuery,
  type CreateWebhookEndpointInput,
} from '../../graphql';

export function useWebhooks() {
  const query = useWebhookEndpointsQuery({ fetchPolicy: 'cache-and-network' });
  const [createMutation, created] = useCreateWebhookEndpointMutation();
  const [updateMutation] = useUpdateWebhookEndpointMutation();
  const [deleteMutation] = useDeleteWebhookEndpointMutation();
  return {
    endpoints: query.data?.webhookEndpoints ?? null,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    /** The new endpoint's secret (shown once); refusals throw UserErrorsError with their messages. */
    async create(input: CreateWebhookEndpointInput): Promise<string> {
      const reply = await createMutation({ variables: { input } });
      const payload = reply.data?.createWebhookEndpoint;
      unwrap(payload, 'endpoint');
      await query.refetch();
      return payload!.secret!;
    },
    creating: created.loading,
    /** The cache updates the row by its id. */
    async setActive(id: string, active: boolean) {
      const reply = await updateMutation({ variables: { id, input: { active } } });
      unwrap(reply.data?.updateWebhookEndpoint, 'endpoint');
    },
    async remove(id: string) {
      const reply = await deleteMutation({ variables: { id } });
      unwrap(reply.data?.deleteWebhookEndpoint, 'endpoint');
      await query.refetch();
    },
  };
}
