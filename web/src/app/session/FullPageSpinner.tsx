import { Spinner } from '@blueprintjs/core';

/** Shown while the session is uninitialised and while a lazy screen loads for the first time. */
export function FullPageSpinner() {
  return (
    <div className="app-full-page-spinner" role="status" aria-label="Загрузка">
      <Spinner size={48} />
    </div>
  );
}
