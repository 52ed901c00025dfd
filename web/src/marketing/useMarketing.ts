import { useApolloClient } from '@apollo/client';
import { useMemo } from 'react';
import {
  useCopyMarketingCampaignMutation,
  useDeleteClientOccasionMutation,
  useDeleteMarketingCampaignMutation,
  useMarketingAudienceQuery,
  useMarketingCampaignsQuery,
  useMarketingClientQuery,
  useMarketingClientsQuery,
  useMarketingOutboxQuery,
  useMarketingPreviewQuery,
  useRetryOutboxMessageMutation,
  useSaveClientOccasionMutation,
  useSaveMarketingCampaignMutation,
  useSendMarketingCampaignMutation,
  useSetClientDoNotDisturbMutation,
  type CampaignFieldsFragment,
  type ClientOccasionInput,
  type MarketingAudienceQuery,
  type MarketingCampaignInput,
  type MarketingClientFieldsFragment,
  type OutboxFieldsFragment,
  type OutboxStatus,
} from '../graphql';

export type Campaign = CampaignFieldsFragment;
export type AudienceMember = MarketingAudienceQuery['marketingAudience'][number];
export type MarketingClient = MarketingClientFieldsFragment;
export type OutboxMessage = OutboxFieldsFragment;

/** Every query of this screen reads fresh: sends and the delivery worker change them. */
const FRESH = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;

export function useCampaigns() {
  const { data, loading, error, refetch } = useMarketingCampaignsQuery(FRESH);
  return { campaigns: data?.marketingCampaigns ?? [], loading: loading && !data, error, refetch };
}

/** The clients a saved campaign reaches today. */
export function useAudience(campaignId: string | null) {
  const { data, loading, error, refetch } = useMarketingAudienceQuery({
    ...FRESH,
    variables: { campaignId },
    skip: !campaignId,
  });
  return { members: data?.marketingAudience ?? [], loading: loading && !data, error, refetch };
}

/** One client's message; saving or sending the campaign refetches it. */
export function usePreview(campaignId: string | null, clientId: string | null) {
  const { data, loading, error } = useMarketingPreviewQuery({
    variables: { campaignId: campaignId ?? '', clientId: clientId ?? '' },
    skip: !campaignId || !clientId,
    fetchPolicy: 'network-only',
  });
  return { preview: data?.marketingPreview ?? null, loading, error };
}

/** The send log; polls while messages are still on their way. */
export function useOutbox(campaignId: string | null, status: OutboxStatus | null) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useMarketingOutboxQuery({
    ...FRESH,
    variables: { campaignId, status, limit: 500 },
  });
  const messages = data?.marketingOutbox ?? [];
  const moving = messages.some((m) => m.status === 'queued' || m.status === 'sending');
  return { messages, loading: loading && !data, error, refetch, moving, startPolling, stopPolling };
}

export function useMarketingClients() {
  const { data, loading, error, refetch } = useMarketingClientsQuery(FRESH);
  return { clients: data?.marketingClients ?? [], loading: loading && !data, error, refetch };
}

export function useMarketingClient(id: string | null) {
  const { data, loading, error, refetch } = useMarketingClientQuery({
    ...FRESH,
    variables: { id: id ?? '' },
    skip: !id,
  });
  return { details: data?.marketingClient ?? null, loading: loading && !data, error, refetch };
}

/** Every write of the screen; each resolves to what the server now has and refreshes its readers. */
export function useMarketingActions() {
  const client = useApolloClient();
  // Only the readers on screen: naming one that is not mounted makes Apollo warn in the console.
  const live = (names: readonly string[]) => () => {
    const active = new Set([...client.getObservableQueries('active').values()].map((q) => q.queryName));
    return names.filter((n) => active.has(n));
  };
  const campaigns = live(['MarketingCampaigns', 'MarketingAudience', 'MarketingOutbox', 'MarketingPreview']);
  const clients = live(['MarketingClients', 'MarketingClient', 'MarketingAudience', 'MarketingPreview']);
  const lists = live(['MarketingCampaigns']);
  const log = live(['MarketingOutbox', 'MarketingCampaigns']);
  // Awaited: the screen opens a new campaign by its id from the refreshed list.
  const [save] = useSaveMarketingCampaignMutation({ refetchQueries: campaigns, awaitRefetchQueries: true });
  const [copy] = useCopyMarketingCampaignMutation({ refetchQueries: lists, awaitRefetchQueries: true });
  const [remove] = useDeleteMarketingCampaignMutation({ refetchQueries: lists });
  const [send] = useSendMarketingCampaignMutation({ refetchQueries: campaigns, awaitRefetchQueries: true });
  const [retry] = useRetryOutboxMessageMutation({ refetchQueries: log });
  const [dnd] = useSetClientDoNotDisturbMutation({ refetchQueries: clients });
  const [saveOccasion] = useSaveClientOccasionMutation({ refetchQueries: clients });
  const [deleteOccasion] = useDeleteClientOccasionMutation({ refetchQueries: clients });
  return useMemo(
    () => ({
      save: async (id: string | null, input: MarketingCampaignInput) =>
        (await save({ variables: { id, input } })).data!.saveMarketingCampaign,
      copy: async (id: string) => (await copy({ variables: { id } })).data!.copyMarketingCampaign,
      remove: async (id: string) => void (await remove({ variables: { id } })),
      send: async (id: string) => (await send({ variables: { id } })).data!.sendMarketingCampaign,
      retry: async (id: string) => (await retry({ variables: { id } })).data!.retryOutboxMessage,
      setDoNotDisturb: async (clientId: string, value: boolean) =>
        (await dnd({ variables: { clientId, value } })).data!.setClientDoNotDisturb,
      saveOccasion: async (id: string | null, input: ClientOccasionInput) =>
        (await saveOccasion({ variables: { id, input } })).data!.saveClientOccasion,
      deleteOccasion: async (id: string) => void (await deleteOccasion({ variables: { id } })),
    }),
    [save, copy, remove, send, retry, dnd, saveOccasion, deleteOccasion],
  );
}
