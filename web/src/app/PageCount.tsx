import { Spinner } from '@blueprintjs/core';
import { formatMoney } from '../lists/format';

interface Props {
  /** Rows on screen (loaded so far). */
  shown: number;
  /** Rows the filter matches on the server; null while it is being counted. */
  total: number | null;
  /** The matches' sum in kopecks, when the list has one (null while it is being counted). */
  sum?: number | null;
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
  // The order list asks for its count and sum beside its first page: the rows may come first.
  if (total === null)
    return (
      <>
        Показано: {shown}
        <Spinner size={14} className="page-count-more" aria-label="Подсчёт итогов" />
      </>
    );
  return (
    <>
      Показано: {shown} из {total}
      {sum != null && ` · на сумму ${formatMoney(sum)}${sumNote ? ` (${sumNote})` : ''}`}
      {loadingMore && (
        <Spinner size={14} className="page-count-more" aria-label="Загрузка следующей страницы" />
      )}
    </>
  );
}
