/** The integration tokens of the «Интеграции» screen, and what the viewer may grant (schema/integrations.ts). */
import { useState } from 'react';
import { grantableScopes, grantableShopTypes } from '../../../../schema/integrations';
import { useSession } from '../../app/session/context';
import {
  unwrap,
  UserErrorsError,
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
  const [revokeRefusal, setRevokeRefusal] = useState<Error>();
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
      const made = reply.data?.createIntegrationToken;
      unwrap(made, 'token');
      await query.refetch();
      return made!.secret!;
    },
    creating: created.loading,
    /** The cache updates the row (revokedAt) by its id; a refusal is in the payload. */
    revoke: async (id: string) => {
      setRevokeRefusal(undefined);
      const payload = (await revokeMutation({ variables: { id } })).data?.revokeIntegrationToken;
      if (payload?.userErrors.length) setRevokeRefusal(new UserErrorsError(payload.userErrors));
    },
    revokeError: revoked.error ?? revokeRefusal,
  };
}
