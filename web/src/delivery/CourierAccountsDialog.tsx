import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useState } from 'react';
import { unwrap, useCourierAccountsQuery, useLinkCourierAccountMutation } from '../graphql';
import { serverError } from '../lists/errors';
import { toastError, toastSuccess } from '../lists/toaster';
import './delivery.css';

const NONE = '';

/**
 * «Учётные записи курьеров» (issue 21, docs/delivery.md): which staff account signs in as each
 * courier (an employee in the «Курьер» position). The choices are the flower shop's accounts
 * with the COURIER page key (given on the access-rights screen); picking one already linked to
 * another courier moves it, «— нет —» unlinks. Opened from the staff list («Сотрудники»).
 */
export function CourierAccountsDialog({ onClose }: { onClose(): void }) {
  const q = useCourierAccountsQuery({ fetchPolicy: 'network-only' });
  const [link] = useLinkCourierAccountMutation();
  const [saving, setSaving] = useState<string | null>(null);

  const change = async (courierId: string, courierName: string, userId: string | null) => {
    setSaving(courierId);
    try {
      const r = await link({ variables: { employeeId: courierId, userId } });
      unwrap(r.data?.linkCourierAccount, 'couriers');
      // Linking one courier may unlink another: read both lists again.
      await q.refetch();
      toastSuccess(
        userId ? `Учётная запись привязана: ${courierName}` : `Учётная запись отвязана: ${courierName}`,
      );
    } catch (e) {
      toastError(serverError(e).message);
    } finally {
      setSaving(null);
    }
  };

  let body: React.ReactNode;
  if (q.loading && !q.data) body = <Spinner aria-label="Загрузка" />;
  // Either root null (it failed): the same error state as a failed request.
  else if (!q.data?.couriers || !q.data.courierAccounts)
    body = (
      <NonIdealState
        icon="error"
        title="Не удалось загрузить курьеров"
        description={q.error ? serverError(q.error).message : undefined}
        action={<Button icon="refresh" text="Повторить" onClick={() => void q.refetch()} />}
      />
    );
  else if (q.data.couriers.length === 0)
    body = (
      <NonIdealState
        icon="drive-time"
        title="Курьеров нет"
        description="Назначьте сотруднику должность «Курьер», и он появится здесь."
      />
    );
  else {
    const couriers = q.data.couriers;
    const courierAccounts = q.data.courierAccounts;
    const nameOf = new Map(couriers.map((c) => [c.id, c.name]));
    body = (
      <>
        {courierAccounts.length === 0 && (
          <Callout compact intent="warning" icon="key">
            Нет учётных записей с разделом «Мои доставки». Суперадминистратор создаёт их в «Правах доступа»:
            магазин цветов, только раздел «Мои доставки».
          </Callout>
        )}
        <HTMLTable compact striped className="courier-accounts" aria-label="Учётные записи курьеров">
          <thead>
            <tr>
              <th>Курьер</th>
              <th>Телефон</th>
              <th>Входит как</th>
            </tr>
          </thead>
          <tbody>
            {couriers.map((c) => (
              <tr key={c.id}>
                <td>{c.name}</td>
                <td>{c.phone || '—'}</td>
                <td>
                  <HTMLSelect
                    aria-label={`Учётная запись: ${c.name}`}
                    value={c.accountId ?? NONE}
                    disabled={saving !== null}
                    onChange={(e) => void change(c.id, c.name, e.target.value || null)}
                    options={[
                      { value: NONE, label: '— нет —' },
                      ...courierAccounts.map((a) => ({
                        value: a.id,
                        label:
                          a.courierId && a.courierId !== c.id
                            ? `${a.name} (${a.email}), сейчас: ${nameOf.get(a.courierId) ?? 'другой курьер'}`
                            : `${a.name} (${a.email})`,
                      })),
                    ]}
                  />
                  {saving === c.id && (
                    <Spinner size={14} aria-label="Сохранение" className="courier-saving" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </>
    );
  }
  return (
    <Dialog isOpen title="Учётные записи курьеров" onClose={onClose} className="courier-accounts-dialog">
      <DialogBody>
        <p className="delivery-muted">
          Курьер входит со своей учётной записью и видит только свои доставки («Мои доставки»).
        </p>
        {body}
      </DialogBody>
      <DialogFooter actions={<Button text="Закрыть" onClick={onClose} />} />
    </Dialog>
  );
}
