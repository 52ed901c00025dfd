import { Spinner } from '@blueprintjs/core';
import { formatMoney } from '../lists/format';

interface Props {
  /** Rows on screen (loaded so far). */
  shown: number;
  /** Rows the filter matches on the server. */
  total: number;
  /** The matches' sum in kopecks, when the list has one. */
  sum?: number;
  /** What the sum leaves out, said after it (e.g. cancelled orders). */
  sumNote?: string;
  /** A later page is on its way. */
  loadingMore?: boolean;
}

/**
 * The totals line under every paged list (issue 17): «Показано: N из M · на сумму …», the count
 * and sum being the server's over every match, not over the rows loaded so far.
 */
export function PageCount({ shown, total, sum, sumNote, loadingMore }: Props) {
  return (
    <>
      Показано: {shown} из {total}
      {sum !== undefined && ` · на сумму ${formatMoney(sum)}${sumNote ? ` (${sumNote})` : ''}`}
      {loadingMore && (
        <Spinner size={14} className="page-count-more" aria-label="Загрузка следующей страницы" />
      )}
    </>
  );
}
