/**
 * A type-check fixture, never run: the msw handlers' replies are checked against their operation
 * (replies.ts). Each `@ts-expect-error` below fails `npm run typecheck` the day such a reply
 * type-checks again: a field the operation does not select, one it selects left out, a wrong value.
 */
import { graphql, HttpResponse } from 'msw';
import type { MeQuery, MeQueryVariables } from '../../web/src/graphql/__generated__/hooks';
import { USERS } from './handlers';
import { dataReply, type Reply } from './replies';

const me = USERS.admin;

export const wrongReplies = [
  graphql.query<Reply<MeQuery>, MeQueryVariables>('Me', () =>
    HttpResponse.json({
      data: {
        me: {
          ...me,
          // @ts-expect-error Me does not select a nickname.
          nickname: 'Аня',
        },
      },
    }),
  ),
  graphql.query<Reply<MeQuery>, MeQueryVariables>('Me', () => {
    const { email: _left, ...withoutEmail } = me;
    // @ts-expect-error Me selects the e-mail.
    return HttpResponse.json({ data: { me: withoutEmail } });
  }),
  graphql.query<Reply<MeQuery>, MeQueryVariables>('Me', () =>
    // A shared helper's reply is checked at the handler as well.
    // @ts-expect-error `role` is one of the Role enum's values.
    dataReply({ me: { ...me, role: 'OWNER' } }),
  ),
];
