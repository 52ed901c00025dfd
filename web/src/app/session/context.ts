import { createContext, useContext } from 'react';
import type { SessionUserFragment } from '../../graphql';

export type SessionUser = SessionUserFragment;

/** Spec section 4: the session starts uninitialised and settles on one of the other two. */
export type SessionState =
  | { status: 'uninitialised'; user: null }
  | { status: 'unauthenticated'; user: null; signedOut?: boolean }
  | { status: 'authenticated'; user: SessionUser };

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
}

export interface Session {
  status: SessionState['status'];
  user: SessionUser | null;
  /** True after the user chose «Выйти» (as opposed to a session that expired). */
  signedOut: boolean;
  /** Rejects with an Error whose message is the Russian text to show under the form. */
  signIn(email: string, password: string): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  signOut(): Promise<void>;
  /** Asks the server for the user again (access granted meanwhile shows without signing out). */
  refresh(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
