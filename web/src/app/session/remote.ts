/**
 * The session's calls to the server (web/src/auth/auth.graphql) through the page's one Apollo
 * client. SessionProvider imports this module only when it has something to ask, so the
 * sign-in route shows its form before Apollo and the documents are fetched (graphql/lazy.ts).
 */
import {
  LoginDocument,
  LogoutDocument,
  MeDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  unwrap,
  type LoginMutation,
  type MeQuery,
  type RegisterMutation,
} from '../../graphql';
import { loadClient } from '../../graphql/lazy';
import type { SessionUser, SignUpInput } from './context';

export interface SignedIn {
  accessToken: string;
  user: SessionUser;
}

/** The user of the stored token, or null when the server does not accept it. */
export async function fetchMe(): Promise<SessionUser | null> {
  const client = await loadClient();
  const { data } = await client.query<MeQuery>({ query: MeDocument, fetchPolicy: 'network-only' });
  return data?.me ?? null;
}

/** The session of a login or register payload; throws UserErrorsError when it was refused. */
function signedIn(reply: LoginMutation['login'] | RegisterMutation['register'] | undefined): SignedIn {
  return { accessToken: unwrap(reply, 'accessToken'), user: unwrap(reply, 'user') };
}

/** Signs in; rejects with the server's refusal (SessionProvider words it for the form). */
export async function login(email: string, password: string): Promise<SignedIn> {
  const client = await loadClient();
  const { data } = await client.mutate<LoginMutation>({
    mutation: LoginDocument,
    variables: { email, password },
  });
  return signedIn(data?.login);
}

export async function register(input: SignUpInput): Promise<SignedIn> {
  const client = await loadClient();
  const { data } = await client.mutate<RegisterMutation>({
    mutation: RegisterDocument,
    variables: { input },
  });
  return signedIn(data?.register);
}

/** Revokes the token on the server and drops cached data; an unreachable server is no obstacle. */
export async function logout(): Promise<void> {
  const client = await loadClient();
  await client.mutate({ mutation: LogoutDocument }).catch(() => undefined);
  await client.clearStore();
}

/** Asks for a reset link; the server answers the same whether or not the e-mail has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const client = await loadClient();
  const { data } = await client.mutate({ mutation: RequestPasswordResetDocument, variables: { email } });
  unwrap(data?.requestPasswordReset, 'requested');
}

/** Sets a new password with a reset link's token; rejects with the server's reason. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const client = await loadClient();
  const { data } = await client.mutate({
    mutation: ResetPasswordDocument,
    variables: { token, newPassword },
  });
  unwrap(data?.resetPassword, 'reset');
}
