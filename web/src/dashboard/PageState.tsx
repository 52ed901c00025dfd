import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { serverError } from '../lists/errors';

interface Props {
  loading: boolean;
  error: unknown;
  /** Data is there (possibly of the previous period while the next one loads). */
  hasData: boolean;
  empty: boolean;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  onRetry: () => unknown;
  children: () => ReactNode;
}

/** Loading, failed, empty or the figures: the four states every dashboard has. */
export function PageState({
  loading,
  error,
  hasData,
  empty,
  emptyTitle,
  emptyDescription,
  onRetry,
  children,
}: Props) {
  if (loading && !hasData) return <Spinner className="dash-state" aria-label="Загрузка" />;
  if (error && !hasData)
    return (
      <NonIdealState
        className="dash-state"
        icon="error"
        title="Не удалось загрузить статистику"
        description={serverError(error).message}
        action={<Button icon="refresh" text="Повторить" onClick={() => void onRetry()} />}
      />
    );
  if (empty)
    return (
      <NonIdealState
        className="dash-state"
        icon="timeline-bar-chart"
        title={emptyTitle}
        description={emptyDescription}
      />
    );
  return <>{children()}</>;
}
