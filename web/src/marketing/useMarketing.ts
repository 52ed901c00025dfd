import { useApolloClient } from '@apollo/client';
import { useMemo } from 'react';
import {
  unwrap,
  useCopyMarketingCampaignMutation,
  useDeleteClientOccasionMutation,
  useDeleteMarketingCampaignMutation,
  useMarketingAudiencePagesQuery,
  useMarketingCampaignsQuery,
  useMarketingClientPagesQuery,
  useMarketingClientQuery,
  useMarketingOutboxPagesQuery,
  useMarketingPreviewQuery,
  useRetryOutboxMessageMutation,
  useSaveClientOccasionMutation,
  useSaveMarketingCampaignMutation,
  useSendMarketingCampaignMutation,
  useSetClientDoNotDisturbMutation,
  type AudienceMemberFieldsFragment,
  type CampaignFieldsFragment,
  type ClientOccasionInput,
  type MarketingCampaignInput,
  type MarketingClientFilter,
  type MarketingClientFieldsFragment,
  type OutboxFieldsFragment,
  type OutboxStatus,
} from '../graphql';
import { PAGE_SIZE, usePages } from '../lists/usePages';

export type Campaign = CampaignFieldsFragment;
export type AudienceMember = AudienceMemberFieldsFragment;
export type MarketingClient = MarketingClientFieldsFragment;
export type OutboxMessage = OutboxFieldsFragment;

/** Every query of this screen reads fresh: sends and the delivery worker change them. */
const FRESH = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;

export function useCampaigns() {
  const { data, loading, error, refetch } = useMarketingCampaignsQuery(FRESH);
  return { campaigns: data?.marketingCampaigns ?? [], loading: loading && !data, error, refetch };
}

/** The clients a saved campaign reaches today, a page at a time, with the counts from SQL. */
export function useAudience(campaignId: string | null) {
  const query = useMarketingAudiencePagesQuery({
    ...FRESH,
    variables: { campaignId, first: PAGE_SIZE },
    skip: !campaignId,
  });
  const pages = usePages(query, (d) => d.marketingAudienceConnection, { subject: campaignId ?? '' });
  return {
    ...pages,
    /** Of every member: asked not to be disturbed. */
    quiet: pages.connection?.doNotDisturbCount ?? 0,
  };
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

/** The send log, a page at a time; polls while messages are still on their way. */
export function useOutbox(campaignId: string | null, status: OutboxStatus | null) {
  const query = useMarketingOutboxPagesQuery({
    ...FRESH,
    variables: { first: PAGE_SIZE, filter: { campaignId, status } },
  });
  const pages = usePages(query, (d) => d.marketingOutboxConnection);
  const moving = pages.nodes.some((m) => m.status === 'queued' || m.status === 'sending');
  const { startPolling, stopPolling } = query;
  return { ...pages, moving, startPolling, stopPolling };
}

/** The marketing clients, a page at a time, searched and filtered on the server. */
export function useMarketingClients(filter: MarketingClientFilter) {
  const query = useMarketingClientPagesQuery({
    ...FRESH,
    variables: { first: PAGE_SIZE, filter },
  });
  return usePages(query, (d) => d.marketingClientsConnection);
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
  const campaigns = live([
    'MarketingCampaigns',
    'MarketingAudiencePages',
    'MarketingOutboxPages',
    'MarketingPreview',
  ]);
  // A client's row is updated in the cache by its id; refetching the paged list would lose the scroll.
  const clients = live(['MarketingClient', 'MarketingAudiencePages', 'MarketingPreview']);
  const lists = live(['MarketingCampaigns']);
  const log = live(['MarketingOutboxPages', 'MarketingCampaigns']);
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
        unwrap((await save({ variables: { id, input } })).data?.saveMarketingCampaign, 'campaign'),
      copy: async (id: string) =>
        unwrap((await copy({ variables: { id } })).data?.copyMarketingCampaign, 'campaign'),
      remove: async (id: string) =>
        void unwrap((await remove({ variables: { id } })).data?.deleteMarketingCampaign, 'deletedCampaignId'),
      send: async (id: string) =>
        unwrap((await send({ variables: { id } })).data?.sendMarketingCampaign, 'result'),
      retry: async (id: string) =>
        unwrap((await retry({ variables: { id } })).data?.retryOutboxMessage, 'message'),
      setDoNotDisturb: async (clientId: string, value: boolean) =>
        unwrap((await dnd({ variables: { clientId, value } })).data?.setClientDoNotDisturb, 'client'),
      saveOccasion: async (id: string | null, input: ClientOccasionInput) =>
        unwrap((await saveOccasion({ variables: { id, input } })).data?.saveClientOccasion, 'occasion'),
      deleteOccasion: async (id: string) =>
        void unwrap(
          (await deleteOccasion({ variables: { id } })).data?.deleteClientOccasion,
          'deletedOccasionId',
        ),
    }),
    [save, copy, remove, send, retry, dnd, saveOccasion, deleteOccasion],
  );
}
