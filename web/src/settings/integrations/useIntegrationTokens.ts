/** The integration tokens of the «Интеграции» screen, and what the viewer may grant (schema/integrations.ts). */
import { grantableScopes, grantableShopTypes } from '../../../../schema/integrations';
import { useSession } from '../../app/session/context';
import {
  useCreateIntegrationTokenMutation,
  useIntegrationTokensQuery,
  useRevokeIntegrationTokenMutation,
  type CreateIntegrationTokenInput,
} from '../../graphql';

export function useIntegrationTokens() {
  const { user } = useSession();
  const query = useIntegrationTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [createMutation, created] = useCreateIntegrationTokenMutation();
  const [revokeMutation, revoked] = useRevokeIntegrationTokenMutation();
  return {
    tokens: query.data?.integrationTokens ?? null,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    scopes: user ? grantableScopes(user) : [],
    shopTypes: user ? grantableShopTypes(user) : [],
    /** The new token's secret (shown once); the list is read again so it shows the token. */
    async create(input: CreateIntegrationTokenInput): Promise<string> {
      const reply = await createMutation({ variables: { input } });
      await query.refetch();
      return reply.data!.createIntegrationToken.secret;
    },
    creating: created.loading,
    /** The cache updates the row (revokedAt) by its id. */
    revoke: (id: string) => revokeMutation({ variables: { id } }),
    revokeError: revoked.error,
  };
}
