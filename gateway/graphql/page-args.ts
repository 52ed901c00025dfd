/**
 * Relay's paging arguments as every connection reads them (issue 17): `first`/`after` forward or
 * `last`/`before` backward, never both, the size within schema/paging.ts's cap. One reading, so a
 * list, the orders and the warehouse refuse the same arguments with the same words.
 */
import { DEFAULT_PAGE, isPageSize, pageSizeMessage } from '../../schema/paging';
import { BadInputError } from '../errors';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageDirection {
  backward: boolean;
  size: number;
  /** The cursor the page starts after (forward) or ends before (backward), if any. */
  cursor: string | null;
}

export function pageDirection(args: PageArgs): PageDirection {
  const backward = args.last != null || args.before != null;
  if (backward && (args.first != null || args.after != null))
    throw new BadInputError('Листайте вперёд (first, after) или назад (last, before), не одновременно');
  const size = (backward ? args.last : args.first) ?? DEFAULT_PAGE;
  if (!isPageSize(size)) throw new BadInputError(pageSizeMessage(backward ? 'last' : 'first'));
  return { backward, size, cursor: (backward ? args.before : args.after) ?? null };
}
