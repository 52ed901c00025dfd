import { bonusOffer } from '../../../schema/loyalty';
import { useBonusAccountQuery, useLoyaltyProgramQuery } from '../graphql';

/**
 * What «Списать бонусы» needs (docs/loyalty.md): the programme of the reader's shop type and the
 * picked client's balance. `offer` is schema/loyalty.ts's, the same cap the CRM enforces: the
 * balance, the programme's share of the total, and what is left to pay.
 */
export function useBonusOffer(clientId: string | null, total: number, paidOtherwise: number) {
  const program = useLoyaltyProgramQuery({ fetchPolicy: 'cache-first' });
  const enabled = program.data?.loyaltyProgram?.enabled === true;
  const account = useBonusAccountQuery({
    variables: { clientId: clientId ?? '', first: 1 },
    skip: !clientId || !enabled,
    fetchPolicy: 'cache-and-network',
  });
  const balance = account.data?.bonusAccount?.balance ?? 0;
  const maxSharePercent = program.data?.loyaltyProgram?.maxSharePercent ?? 0;
  return {
    enabled,
    loading: program.loading || account.loading,
    error: account.error ?? program.error,
    balance,
    maxSharePercent,
    offer: bonusOffer({ total, balance, maxSharePercent, paidOtherwise }),
    refetch: account.refetch,
  };
}
