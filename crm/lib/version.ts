/**
 * The expected version an update may name (ours, issue 18; migration 029): orders and versioned
 * lists (clients) refuse a write made on an older copy with CONFLICT. Absent means "whatever is
 * stored": the spec's clients (and /api) never send one and keep their meaning.
 */
import { CrmError } from '../envelope';

export function expectedVersion(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw new CrmError('VALIDATION', 'Поле «version»: целое число больше 0');
  return value;
}
