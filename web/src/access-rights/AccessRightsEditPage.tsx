import { Button, Card, FormGroup, H2, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { findList } from '../../../schema/lists';
import { unwrap, useSetUserAccessMutation, type Role, type ShopType } from '../graphql';
import { serverError } from '../lists/errors';
import { useList, type ListRecord } from '../lists/store';
import { toastError, toastSuccess } from '../lists/toaster';
import { keepUsable, PageKeyChecks } from './PageKeyChecks';
import '../lists/lists.css';

const USER = findList('User')!;
const options = (name: string) => USER.fields.find((f) => f.name === name)!.options!;

/** /AccessRightsSettingsWithId/:id — the SA sets a user's role, shop type and page keys. */
export default function AccessRightsEditPage() {
  const { id } = useParams();
  const { all, loading, error, refetch } = useList('User');
  const user = all.find((u) => u.id === id);
  return (
    <section className="app-page list-page">
      <Link to="/AccessRightsSettings">← К списку пользователей</Link>
      {loading ? (
        <Spinner className="list-state" aria-label="Загрузка" />
      ) : error ? (
        <NonIdealState
          icon="error"
          title="Не удалось загрузить пользователя"
          action={<Button icon="refresh" text="Повторить" onClick={() => void refetch()} />}
        />
      ) : !user ? (
        <NonIdealState icon="search" title="Пользователь не найден" />
      ) : (
        // Keyed by record: a saved reply starts the form from the server's values.
        <AccessForm key={`${user.id}:${String(user.accessPage)}:${String(user.role)}`} user={user} />
      )}
    </section>
  );
}

function AccessForm({ user }: { user: ListRecord }) {
  const [role, setRole] = useState(String(user.role));
  const [typeAccount, setTypeAccount] = useState(String(user.typeAccount));
  const [pages, setPages] = useState<string[]>(
    Array.isArray(user.accessPage) ? user.accessPage.map(String) : [],
  );
  const [save, { loading }] = useSetUserAccessMutation();

  const submit = async () => {
    try {
      const reply = await save({
        variables: {
          id: user.id,
          input: { role: role as Role, typeAccount: typeAccount as ShopType, accessPage: pages },
        },
      });
      // A refusal (an unknown page key, a role the shop type has not) is in the payload.
      unwrap(reply.data?.setUserAccess, 'staffUser');
      toastSuccess('Права сохранены');
    } catch (e) {
      toastError(serverError(e).message);
    }
  };

  return (
    <>
      <H2 className="app-page-title">
        Права пользователя: {String(user.name)} ({String(user.email)})
      </H2>
      <Card className="access-form">
        <div className="list-toolbar">
          <FormGroup label="Роль" labelFor="access-role">
            <HTMLSelect
              id="access-role"
              value={role}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setRole(next);
                // Keys the new role cannot open would only be refused by the server.
                setPages((keys) => keepUsable(keys, next, typeAccount));
              }}
            >
              {options('role').map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Тип магазина" labelFor="access-shop">
            <HTMLSelect
              id="access-shop"
              value={typeAccount}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setTypeAccount(next);
                setPages((keys) => keepUsable(keys, role, next));
              }}
            >
              {options('typeAccount').map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <FormGroup label="Доступные разделы">
          <PageKeyChecks value={pages} onChange={setPages} role={role} typeAccount={typeAccount} />
        </FormGroup>
        <Button
          intent="primary"
          icon="floppy-disk"
          text="Сохранить"
          loading={loading}
          onClick={() => void submit()}
        />
      </Card>
    </>
  );
}
