import { Button, H2, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useDeferredValue, useState } from 'react';
import { useAuditLogQuery, type AuditLogQuery } from '../graphql';
import { formatDateTime } from '../app/format';
import { serverError } from '../lists/errors';
import '../lists/lists.css';

type Entry = NonNullable<AuditLogQuery['auditLog']>['items'][number];

const PAGE = 50;
const EVENTS: Record<string, string> = {
  'signin.success': 'Вход',
  'signin.failure': 'Неудачный вход',
  signout: 'Выход',
  'rights.changed': 'Изменение прав',
  export: 'Выгрузка',
  'integration.created': 'Создан токен интеграции',
  'integration.revoked': 'Отозван токен интеграции',
};
const FIELDS: Record<string, string> = {
  role: 'роль',
  typeAccount: 'тип магазина',
  accessPage: 'разделы',
  active: 'активность',
  deleted: 'удаление',
  passwordSet: 'пароль',
};

const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') || '—' : v == null ? '—' : String(v));

/** The event's detail in words: what changed, from what to what. */
function describe(entry: Entry): string {
  const detail = JSON.parse(entry.detail) as {
    changed?: string[];
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  };
  if (entry.event !== 'rights.changed' || !detail.changed) return '';
  return detail.changed
    .map((f) =>
      f === 'passwordSet'
        ? 'задан новый пароль'
        : `${FIELDS[f] ?? f}: ${show(detail.before?.[f])} → ${show(detail.after?.[f])}`,
    )
    .join('; ');
}

/** /AccessRightsSettings/audit: sign-ins, sign-outs and changes of rights, newest first (SA only). */
export default function AuditLogPage() {
  const [event, setEvent] = useState('');
  const [person, setPerson] = useState('');
  const query = useDeferredValue(person.trim());
  const filter = { ...(event ? { event } : {}), ...(query ? { person: query } : {}) };
  const { data, loading, error, refetch, fetchMore } = useAuditLogQuery({
    variables: { filter, first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.auditLog;

  const more = () =>
    fetchMore({
      variables: { after: page?.nextCursor },
      // A page that failed (a null root) leaves the rows shown; its error is fetchMore's.
      updateQuery: (prev, { fetchMoreResult }) =>
        prev.auditLog && fetchMoreResult.auditLog
          ? {
              auditLog: {
                ...fetchMoreResult.auditLog,
                items: [...prev.auditLog.items, ...fetchMoreResult.auditLog.items],
              },
            }
          : prev,
    });

  return (
    <section className="app-page list-page">
      <H2 className="app-page-title">Журнал безопасности</H2>
      <div className="list-toolbar">
        <HTMLSelect aria-label="Событие" value={event} onChange={(e) => setEvent(e.currentTarget.value)}>
          <option value="">Все события</option>
          {Object.entries(EVENTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </HTMLSelect>
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Email сотрудника"
          aria-label="Сотрудник"
          className="list-search"
          value={person}
          onChange={(e) => setPerson(e.target.value)}
        />
      </div>
      {error && !page ? (
        <NonIdealState
          className="list-state"
          icon="error"
          title="Не удалось загрузить журнал"
          description={serverError(error).message}
          action={<Button icon="refresh" text="Повторить" onClick={() => void refetch()} />}
        />
      ) : !page ? (
        <Spinner className="list-state" aria-label="Загрузка" />
      ) : page.items.length === 0 ? (
        <NonIdealState className="list-state" icon="history" title="Событий нет" />
      ) : (
        <>
          <HTMLTable striped className="audit-log">
            <thead>
              <tr>
                <th>Время</th>
                <th>Событие</th>
                <th>Кто</th>
                <th>Чья учётная запись</th>
                <th>Что изменено</th>
                <th>Адрес</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((e) => (
                <tr key={e.id}>
                  <td>{formatDateTime(e.at)}</td>
                  <td>{EVENTS[e.event] ?? e.event}</td>
                  <td>{e.actorEmail ?? '—'}</td>
                  <td>{e.targetEmail ?? '—'}</td>
                  <td>{describe(e)}</td>
                  <td>{e.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {page.nextCursor && (
            <Button icon="more" text="Показать ещё" loading={loading} onClick={() => void more()} />
          )}
        </>
      )}
    </section>
  );
}
