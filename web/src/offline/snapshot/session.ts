/**
 * The signed-in user, kept beside the POS's data (store.ts) so a till reopened offline, after a
 * reload or a browser restart, is still signed in: the stored token's check (Me) cannot reach the
 * server, and without this the session would end and send the cashier to a sign-in form that
 * cannot work either. Only for the same token's user, and without the e-mail (personal data,
 * shown nowhere on the till).
 */
import type { SessionUser } from '../../app/session/context';
import { tokenSubject } from '../../app/session/token';
import { currentGeneration, readSnapshot, saveSnapshot, snapshotKey } from './store';

const keyOf = (userId: string) => snapshotKey(userId, 'Me', {});

export function rememberSessionUser(user: SessionUser): Promise<void> {
  const snapshot = { userId: user.id, savedAt: Date.now(), data: { me: { ...user, email: '' } } };
  return saveSnapshot(keyOf(user.id), snapshot, currentGeneration());
}

/** The user the stored token was issued to, as last confirmed online; null when not known here. */
export async function recallSessionUser(token: string | null): Promise<SessionUser | null> {
  const userId = tokenSubject(token);
  if (!userId) return null;
  const stored = await readSnapshot(keyOf(userId)).catch(() => undefined);
  return stored?.userId === userId ? (stored.data.me as SessionUser) : null;
}
