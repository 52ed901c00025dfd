import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
// Not the graphql barrel: it would bring Apollo into the sign-in route (graphql/lazy.ts).
import { clearClientStore } from '../../graphql/lazy';
import { onUnauthenticated } from '../../graphql/unauthenticated';
import { isNetworkFailure } from '../../offline/snapshot/network';
import { recallSessionUser, rememberSessionUser } from '../../offline/snapshot/session';
import { clearSnapshots } from '../../offline/snapshot/store';
import { forgetAccess, rememberAccess } from './accessHint';
import { SessionContext, type Session, type SessionState, type SignUpInput } from './context';
import { formRefusal } from './errors';
import { sessionEnded } from './sessionEnd';
import { FullPageSpinner } from './FullPageSpinner';
import { takeSessionCheck } from './startup';
import { clearToken, isTokenFresh, readToken, storeToken } from './token';

const SIGNED_OUT: SessionState = { status: 'unauthenticated', user: null };
// A deliberate sign-out goes to a plain sign-in page; the guards only remember the page the user
// was on when the session ended by itself.
const SIGNED_OUT_BY_USER: SessionState = { status: 'unauthenticated', user: null, signedOut: true };

/** The session's server calls, with Apollo: fetched when the session first has something to ask. */
const remote = () => import('./remote');

/**
 * Owns the session of spec section 4. Rendered above every route, so nothing renders until the
 * stored token has been checked. It never navigates itself: the guards react to its state.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    isTokenFresh(readToken()) ? { status: 'uninitialised', user: null } : SIGNED_OUT,
  );

  // Start-up: a fresh-looking token is confirmed by the server (Me); a stale one is dropped.
  useEffect(() => {
    if (!isTokenFresh(readToken())) {
      clearToken();
      return;
    }
    let active = true;
    takeSessionCheck()
      .then((user) => {
        if (!active) return;
        if (user) {
          setState({ status: 'authenticated', user });
        } else {
          clearToken();
          setState(SIGNED_OUT);
        }
      })
      .catch(async (error: unknown) => {
        // No network (a till offline, the gateway down): the user last confirmed with this token
        // stays signed in, so the POS opens from its stored data (docs/offline.md).
        const offline = isNetworkFailure(error) ? await recallSessionUser(readToken()) : null;
        if (!active) return;
        if (offline) return setState({ status: 'authenticated', user: offline });
        clearToken();
        setState(SIGNED_OUT);
      });
    return () => {
      active = false;
    };
  }, []);

  // A data call answered UNAUTHENTICATED: the token was revoked or expired while in use. The
  // guards then send the user to sign-in, remembering the page they were on.
  useEffect(
    () =>
      onUnauthenticated(() => {
        clearToken();
        forgetAccess();
        void clearClientStore();
        void clearSnapshots().catch(() => undefined);
        sessionEnded();
        setState(SIGNED_OUT);
      }),
    [],
  );

  const signIn = useCallback(async (email: string, password: string) => {
    try {
      const { accessToken, user } = await (await remote()).login(email, password);
      storeToken(accessToken);
      setState({ status: 'authenticated', user });
    } catch (error) {
      throw formRefusal(error);
    }
  }, []);

  const signUp = useCallback(async (input: SignUpInput) => {
    try {
      const { accessToken, user } = await (await remote()).register(input);
      storeToken(accessToken);
      setState({ status: 'authenticated', user });
    } catch (error) {
      throw formRefusal(error);
    }
  }, []);

  const signOut = useCallback(async () => {
    // The server revokes the token; if it cannot be reached the local session still ends.
    await remote()
      .then(({ logout }) => logout())
      .catch(() => undefined);
    clearToken();
    forgetAccess();
    // Nothing of this user's is left for the next one on the same till (offline/snapshot), nor a
    // register connected in their name: the next one connects it again (its address is kept).
    await clearSnapshots().catch(() => undefined);
    sessionEnded();
    setState(SIGNED_OUT_BY_USER);
  }, []);

  // The user as the server last confirmed them, for a start without network (offline/snapshot).
  const confirmed = state.status === 'authenticated' ? state.user : null;
  useEffect(() => {
    if (!confirmed) return;
    rememberSessionUser(confirmed).catch(() => undefined);
    // And what they may open, for the next cold page's first request (accessHint.ts).
    rememberAccess(confirmed);
  }, [confirmed]);

  const refresh = useCallback(async () => {
    const user = await (await remote()).fetchMe();
    if (user) setState({ status: 'authenticated', user });
  }, []);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.user,
      signedOut: state.status === 'unauthenticated' && Boolean(state.signedOut),
      signIn,
      signUp,
      signOut,
      refresh,
    }),
    [state, signIn, signUp, signOut, refresh],
  );

  if (state.status === 'uninitialised') return <FullPageSpinner />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
