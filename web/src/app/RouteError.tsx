import { Button, NonIdealState } from '@blueprintjs/core';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../offline/sw/chunkError';
import { reloadToLatest } from '../offline/sw/register';

/** What the page says for each kind of failure, and what its one button does. */
function explain(error: unknown): { title: string; description: string; action: () => void } {
  const reload = () => window.location.reload();
  if (!isChunkLoadError(error)) {
    return {
      title: 'Не удалось открыть страницу',
      description:
        'Произошла ошибка при загрузке. Обновите страницу; если ошибка повторится, сообщите администратору.',
      action: reload,
    };
  }
  if (!navigator.onLine) {
    return {
      title: 'Раздел недоступен без сети',
      description:
        'Этот раздел не сохранён для работы без сети. Касса работает; раздел откроется, когда связь вернётся.',
      action: reload,
    };
  }
  return {
    title: 'Вышла новая версия приложения',
    description:
      'Страница открыта в прежней версии, а её части уже обновились на сервере. Обновите страницу.',
    // Past the old version's worker, which would serve the old page again (offline/sw/register.ts).
    action: () => void reloadToLatest(),
  };
}

/**
 * Shown instead of react-router's English developer page when a screen throws or its code
 * cannot be fetched (a stale tab after a new version was deployed, or a screen opened offline).
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const { title, description, action } = explain(error);
  return (
    <div className="app-route-error">
      <NonIdealState
        icon="error"
        title={title}
        description={description}
        action={
          <Button intent="primary" icon="refresh" onClick={action}>
            Обновить страницу
          </Button>
        }
      />
    </div>
  );
}
