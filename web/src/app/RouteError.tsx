import { Button, NonIdealState } from '@blueprintjs/core';
import { useRouteError } from 'react-router-dom';

/**
 * Shown instead of react-router's English developer page when a screen throws or its code
 * cannot be fetched (typically a stale tab after a new version was deployed).
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="app-route-error">
      <NonIdealState
        icon="error"
        title="Не удалось открыть страницу"
        description="Произошла ошибка при загрузке. Обновите страницу; если ошибка повторится, сообщите администратору."
        action={
          <Button intent="primary" icon="refresh" onClick={() => window.location.reload()}>
            Обновить страницу
          </Button>
        }
      />
    </div>
  );
}
