import { HTMLTable, Tag } from '@blueprintjs/core';
import { useDirectoryUsersQuery } from '../../graphql';
import { DemoPage } from '../DemoPage';

/** The demo user directory (not staff accounts): a plain table. */
export default function UsersPage() {
  const { data, loading, error } = useDirectoryUsersQuery();
  return (
    <DemoPage title="Справочник людей" loading={loading && !data} error={error}>
      <HTMLTable striped className="demo-table">
        <thead>
          <tr>
            <th>Имя</th>
            <th>Компания</th>
            <th>Email</th>
            <th>Телефон</th>
            <th>Возраст</th>
            <th>Баланс</th>
            <th>Статус</th>
          </tr>
        </thead>
        <tbody>
          {data?.directoryUsers?.map((u) => (
            <tr key={u.id}>
              <td>{u.name}</td>
              <td>{u.company}</td>
              <td>{u.email}</td>
              <td>{u.phone}</td>
              <td>{u.age}</td>
              <td>{u.balance}</td>
              <td>
                <Tag minimal intent={u.isActive ? 'success' : 'none'}>
                  {u.isActive ? 'Активен' : 'Неактивен'}
                </Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </DemoPage>
  );
}
