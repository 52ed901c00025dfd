/**
 * The client lives outside React, the session inside it: the session subscribes here to learn
 * that the server rejected its token during an ordinary data call. Free of Apollo, so the
 * session can listen before the data layer is loaded (see lazy.ts).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyUnauthenticated(): void {
  listeners.forEach((listener) => listener());
}
