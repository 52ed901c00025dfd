import { useSettled } from '../app/useSettled';
import { useClientSearchQuery } from '../graphql';
import { exactClient, phoneTyped } from './clientMatch';

/**
 * The directory's client whose phone is the one typed on the form, or null: the client the CRM
 * will link the order to (by phone). The same search as ClientFields asks, so Apollo answers it
 * from its cache.
 */
export function useExactClient(phone: string) {
  const typed = useSettled(phoneTyped(phone));
  const { data } = useClientSearchQuery({
    variables: { query: typed, first: 5 },
    skip: typed.length < 4,
    fetchPolicy: 'cache-first',
  });
  return (typed.length < 4 ? undefined : exactClient(data?.clientSearch ?? [], phone)) ?? null;
}
