import { useApolloClient } from '@apollo/client';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  onUnauthenticated,
  useLoginMutation,
  useLogoutMutation,
  useMeLazyQuery,
  useRegisterMutation,
} from '../../graphql';
import { SessionContext, type Session, type SessionState, type SignUpInput } from './context';
import { userMessage } from './errors';
import { FullPageSpinner } from './FullPageSpinner';
import { clearToken, isTokenFresh, readToken, storeToken } from './token';

const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null };
// A deliberate sign-out goes to a plain sign-in page; the guards only remember the page the user
// was on when the session ended by itself.
const SIGNED_OUT_BY_USER: SessionState = { status: 'unauthenticated', user: null, signedOut: true };

/**
 * Owns the session of spec section 4. Rendered above every route, so nothing renders until the
 * stored token has been checked. It never navigates itself: the guards react to its state.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, setState] = useState<SessionState>(() =>
    isTokenFresh(readToken()) ? { status: 'uninitialised', user: null } : SIGNED_OUT,
  );
  const [fetchMe] = useMeLazyQuery({ fetchPolicy: 'network-only' });
  const [login] = useLoginMutation();
  const [register] = useRegisterMutation();
  const [logout] = useLogoutMutation();

  // Start-up: a fresh-looking token is confirmed by the server (Me); a stale one is dropped.
  useEffect(() => {
    if (!isTokenFresh(readToken())) {
      clearToken();
      return;
    }
    let active = true;
    fetchMe()
      .then(({ data, error }) => {
        if (!active) return;
        if (data?.me && !error) {
          setState({ status: 'authenticated', user: data.me });
        } else {
          clearToken();
          setState(SIGNED_OUT);
        }
      })
      .catch(() => {
        if (!active) return;
        clearToken();
        setState(SIGNED_OUT);
      });
    return () => {
      active = false;
    };
  }, [fetchMe]);

  // A data call answered UNAUTHENTICATED: the token was revoked or expired while in use. The
  // guards then send the user to sign-in, remembering the page they were on.
  useEffect(
    () =>
      onUnauthenticated(() => {
        clearToken();
        void client.clearStore();
        setState(SIGNED_OUT);
      }),
    [client],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      try {
        const { data } = await login({ variables: { email, password } });
        if (!data) throw new Error('empty login reply');
        storeToken(data.login.accessToken);
        setState({ status: 'authenticated', user: data.login.user });
      } catch (error) {
        throw new Error(userMessage(error));
      }
    },
    [login],
  );

  const signUp = useCallback(
    async (input: SignUpInput) => {
      try {
        const { data } = await register({ variables: { input } });
        if (!data) throw new Error('empty register reply');
        storeToken(data.register.accessToken);
        setState({ status: 'authenticated', user: data.register.user });
      } catch (error) {
        throw new Error(userMessage(error));
      }
    },
    [register],
  );

  const signOut = useCallback(async () => {
    // The server revokes the token; if it cannot be reached the local session still ends.
    await logout().catch(() => undefined);
    clearToken();
    await client.clearStore();
    setState(SIGNED_OUT_BY_USER);
  }, [client, logout]);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.user,
      signedOut: state.status === 'unauthenticated' && Boolean(state.signedOut),
      signIn,
      signUp,
      signOut,
    }),
    [state, signIn, signUp, signOut],
  );

  if (state.status === 'uninitialised') return <FullPageSpinner />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
