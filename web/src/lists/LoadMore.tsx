import { Button, Spinner } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';

interface Props {
  /** Rows the server still has beyond those shown. */
  remaining: number;
  loading: boolean;
  onMore: () => void;
  className?: string;
}

/**
 * The end of a paged grid (issue 17): the next page is asked for when this comes into view (with
 * room to spare, so it is usually there before it is needed), or on «Показать ещё».
 */
export function LoadMore({ remaining, loading, onMore, className }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const el = end.current;
    if (!el || remaining <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [remaining]);
  if (remaining <= 0) return null;
  return (
    <div ref={end} className={className}>
      {loading ? (
        <Spinner size={20} aria-label="Загрузка" />
      ) : (
        <Button variant="minimal" icon="more" text={`Показать ещё (${remaining})`} onClick={onMore} />
      )}
    </div>
  );
}
