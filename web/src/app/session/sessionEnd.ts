/**
 * What the session's end resets beyond the session itself, registered by the modules that hold it
 * (the cash register's connection: settings/cashRegister.ts). The provider runs them when the user
 * signs out and when the server ends the session. Registered, not imported: the provider is on the
 * sign-in route, and those modules load with the signed-in shell, if at all.
 */
const resets = new Set<() => void>();

export function onSessionEnd(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function sessionEnded(): void {
  for (const reset of resets) reset();
}
