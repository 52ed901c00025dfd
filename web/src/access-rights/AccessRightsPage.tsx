import { Button, H2, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { findList } from '../../../schema/lists';
import { useList } from '../lists/store';
import '../lists/lists.css';

const ROLE = findList('User')!.fields.find((f) => f.name === 'role')!.options!;
const SHOP = findList('User')!.fields.find((f) => f.name === 'typeAccount')!.options!;
const label = (options: readonly { value: string; label: string }[], v: unknown) =>
  options.find((o) => o.value === v)?.label ?? String(v ?? '');

/** /AccessRightsSettings: every staff user with role, shop type and how many pages they may open. */
export default function AccessRightsPage() {
  const { visible, loading, error, refetch } = useList('User');
  const [search, setSearch] = useState('');
  const users = useMemo(() => {
    const q = search.trim().toLowerCase();
    return visible.filter((u) => !q || `${u.email} ${u.name}`.toLowerCase().includes(q));
  }, [visible, search]);

  return (
    <section className="app-page list-page">
      <H2 className="app-page-title">Права доступа</H2>
      <div className="list-toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder="Поиск по email и имени"
          aria-label="Поиск"
          className="list-search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {loading ? (
        <Spinner className="list-state" aria-label="Загрузка" />
      ) : error ? (
        <NonIdealState
          className="list-state"
          icon="error"
          title="Не удалось загрузить пользователей"
          action={<Button icon="refresh" text="Повторить" onClick={() => void refetch()} />}
        />
      ) : (
        <HTMLTable striped interactive className="access-users">
          <thead>
            <tr>
              <th>Email</th>
              <th>Имя</th>
              <th>Роль</th>
              <th>Тип магазина</th>
              <th>Разделов</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id}>
                <td>{String(u.email)}</td>
                <td>{String(u.name)}</td>
                <td>{label(ROLE, u.role)}</td>
                <td>{label(SHOP, u.typeAccount)}</td>
                <td>{Array.isArray(u.accessPage) ? u.accessPage.length : 0}</td>
                <td>
                  <Link
                    to={`/AccessRightsSettingsWithId/${u.id}`}
                    aria-label={`Изменить права ${String(u.email)}`}
                  >
                    Изменить
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
