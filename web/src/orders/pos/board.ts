import type { Ref } from '../refs';

// A cancelled order leaves the flow: it is never the "next" step and has no next step itself.
const isCancel = (s: Ref) => s.cancels === true;

/** The status after `current` in the list's sort order, skipping cancellation; null at the end. */
export function nextStatus(statuses: readonly Ref[], current: string): Ref | null {
  const i = statuses.findIndex((s) => s.id === current);
  if (i < 0 || isCancel(statuses[i])) return null;
  return statuses.slice(i + 1).find((s) => !isCancel(s)) ?? null;
}
