/**
 * The signed-in shell's code with the data layer (graphql/lazy.ts): what every signed-in route
 * waits for. The router's route asks for it, and so does a cold tab's early prefetch (app/prefetch.ts)
 * when it already knows the screen will be shown: the same dynamic import, so it loads once.
 */
import { loadClient } from '../../graphql/lazy';

export async function loadShell() {
  const [{ SignedInShell }] = await Promise.all([import('./SignedInShell'), loadClient()]);
  return SignedInShell;
}
