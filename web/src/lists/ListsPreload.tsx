import { useSession } from '../app/session/context';
import { useListsBootstrap } from './store';

/**
 * Loads every list once the user is signed in (spec section 3: lists are loaded at start), so
 * list screens and pickers open from the cache. Mount it inside the signed-in layout.
 */
export function ListsPreload() {
  const { status } = useSession();
  useListsBootstrap(status !== 'authenticated');
  return null;
}
