/**
 * The writes of a list (create, update, switch on or off, delete or restore, move), apart from its
 * reads (store.ts): their documents are three quarters of the lists' bytes, and only the screens
 * that edit a list load them (scripts/lists/web-operations.ts).
 */
import { useApolloClient, type Reference, type StoreObject } from '@apollo/client';
import { useMemo } from 'react';
import { unwrap, type UserErrorLike } from '../graphql/user-errors';
import { LIST_DOCUMENTS } from './__generated__/operations';
import { LIST_WRITE_DOCUMENTS } from './__generated__/writes';
import { listDef, type ListRecord } from './store';

export type RecordInput = Record<string, unknown>;

/** A list write's payload (issue 18): the record (a move: the list) or the refusal. */
type ListPayload = { userErrors: UserErrorLike[] } & Record<string, unknown>;

/**
 * The payload's record, or UserErrorsError, which the form reads with each message at its field
 * (`["input", "phone"]` is the form's `phone`: web/src/graphql/user-errors.ts fieldKey).
 */
function recordOf(payload: ListPayload | undefined, key: string): ListRecord {
  const record = payload?.[key] as ListRecord | ListRecord[] | null | undefined;
  return unwrap(payload && { record, userErrors: payload.userErrors }, 'record') as ListRecord;
}

/** The writes of one list. Each resolves to the saved record and updates the shared cache. */
export function useListActions(name: string) {
  const client = useApolloClient();
  const list = listDef(name);
  const docs = LIST_WRITE_DOCUMENTS[list.name];
  const { query } = LIST_DOCUMENTS[list.name];
  return useMemo(() => {
    const t = list.type;
    const key = docs.record;
    const one = async (mutation: typeof docs.create, field: string, variables: Record<string, unknown>) => {
      const { data } = await client.mutate<Record<string, ListPayload>>({ mutation, variables });
      return recordOf(data?.[field], key);
    };
    return {
      // A new record joins every cached variant of the list's root field, so all screens see it.
      create: async (input: RecordInput) => {
        const { data } = await client.mutate<Record<string, ListPayload>>({
          mutation: docs.create,
          variables: { input },
          update(cache, { data: reply }) {
            const created = reply?.[`create${t}`]?.[key];
            if (!created) return;
            cache.modify({
              fields: {
                [list.plural](existing, { toReference }) {
                  const refs = (existing ?? []) as readonly Reference[];
                  const ref = toReference(created as StoreObject);
                  if (!ref || refs.some((r) => r.__ref === ref.__ref)) return refs;
                  return [...refs, ref];
                },
              },
            });
          },
        });
        return recordOf(data?.[`create${t}`], key);
      },
      // `version` (a versioned list: clients): the record's as loaded; a newer one refuses (CONFLICT).
      update: (id: string, input: RecordInput, version?: number | null) =>
        one(docs.update, `update${t}`, { id, input, ...(version == null ? {} : { version }) }),
      setActive: (id: string, active: boolean) => one(docs.setActive, `set${t}Active`, { id, active }),
      setDeleted: (id: string, deleted: boolean) => one(docs.setDeleted, `set${t}Deleted`, { id, deleted }),
      // The server renumbers the whole list; reading it back keeps every `sort` exact.
      move: async (id: string, toId: string) => {
        if (!docs.move) throw new Error(`${list.name} is not sortable`);
        const { data } = await client.mutate<Record<string, ListPayload>>({
          mutation: docs.move,
          variables: { id, toId },
          refetchQueries: [query],
          awaitRefetchQueries: true,
        });
        recordOf(data?.[`move${t}`], list.plural);
      },
    };
  }, [client, list, docs, query]);
}
