import { Button } from '@blueprintjs/core';
import type { ReactNode, UIEvent } from 'react';
import type { Pages } from '../lists/usePages';
import { PageCount } from '../app/PageCount';

/** How close to the end of the loaded rows the next page is asked for, in pixels. */
const NEAR_END = 300;

interface Props {
  pages: Pages<unknown>;
  className?: string;
  children: ReactNode;
}

/**
 * A scrolling box over a paged list: near its end the next page is fetched; «Показать ещё» does
 * the same from the keyboard. Below it, how many rows are loaded of how many match.
 */
export function PagedScroll({ pages, className, children }: Props) {
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const box = e.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_END) pages.loadMore();
  };
  return (
    <>
      <div className={`mk-scroll${className ? ` ${className}` : ''}`} onScroll={onScroll}>
        {children}
      </div>
      <div className="mk-pages" aria-busy={pages.loadingMore}>
        <span className="mk-muted">
          <PageCount shown={pages.nodes.length} total={pages.total} />
        </span>
        {pages.hasMore && (
          <Button
            small
            minimal
            icon="more"
            text="Показать ещё"
            loading={pages.loadingMore}
            onClick={pages.loadMore}
          />
        )}
      </div>
    </>
  );
}
