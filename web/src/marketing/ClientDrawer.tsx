import { Button, Callout, Drawer, H5, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { formatDate } from '../app/format';
import { toastError, toastSuccess } from '../lists/toaster';
import { occasionLabel } from './format';
import { OccasionForm } from './OccasionForm';
import { useMarketingActions, useMarketingClient } from './useMarketing';

const pad = (n: number) => String(n).padStart(2, '0');

/** One client: the do-not-disturb switch, their occasions, and proposals from their orders. */
export function ClientDrawer({ clientId, onClose }: { clientId: string | null; onClose(): void }) {
  const { details, loading, error, refetch } = useMarketingClient(clientId);
  const actions = useMarketingActions();
  const client = details?.client;

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toastSuccess(done);
    } catch (err) {
      toastError((err as Error).message);
    }
  };

  return (
    <Drawer isOpen={clientId !== null} onClose={onClose} title={client?.name ?? 'Клиент'} size="560px">
      {/* Blueprint's Drawer carries no role: the panel names itself for screen readers and tests. */}
      <div className="mk-drawer-body" role="region" aria-label="Карточка клиента">
        {loading ? (
          <Spinner aria-label="Загрузка" />
        ) : !details || !client ? (
          <NonIdealState
            icon="error"
            title="Не удалось загрузить клиента"
            description={error?.message}
            action={<Button text="Повторить" onClick={() => void refetch()} />}
          />
        ) : (
          <>
            <p className="mk-muted">
              {client.phone}
              {client.email ? ` · ${client.email}` : ' · нет e-mail'}
              {client.birthday ? ` · день рождения ${formatDate(client.birthday)}` : ''}
            </p>
            <Switch
              large
              checked={client.doNotDisturb}
              label={
                client.doNotDisturb && client.doNotDisturbAt
                  ? `Не беспокоить (с ${formatDate(client.doNotDisturbAt)})`
                  : 'Не беспокоить'
              }
              onChange={(e) => {
                const value = e.currentTarget.checked;
                void act(
                  () => actions.setDoNotDisturb(client.id, value),
                  value ? 'Клиент не получит рассылок' : 'Рассылки снова доходят до клиента',
                );
              }}
            />

            <H5>Поводы</H5>
            {details.occasions.length === 0 ? (
              <p className="mk-muted">
                Поводов нет{client.birthday ? ' (кроме дня рождения из карточки)' : ''}.
              </p>
            ) : (
              <ul className="mk-occasions" aria-label="Поводы клиента">
                {details.occasions.map((o) => (
                  <li key={o.id}>
                    <span>
                      <b>
                        {pad(o.day)}.{pad(o.month)}
                        {o.year ? `.${o.year}` : ''}
                      </b>{' '}
                      {o.title} <Tag minimal>{occasionLabel(o.kind)}</Tag>
                      {!o.recurring && <Tag minimal>разово</Tag>}
                      {o.orderNumber && <span className="mk-muted"> · из заказа {o.orderNumber}</span>}
                    </span>
                    <Button
                      minimal
                      small
                      icon="trash"
                      aria-label={`Удалить повод «${o.title}»`}
                      onClick={() => void act(() => actions.deleteOccasion(o.id), 'Повод удалён')}
                    />
                  </li>
                ))}
              </ul>
            )}
            <OccasionForm clientId={client.id} />

            <H5>Предложения из заказов</H5>
            {details.suggestions.length === 0 ? (
              <p className="mk-muted">В заказах клиента не нашлось открыток с поводом.</p>
            ) : (
              <>
                <Callout icon="lightbulb" compact>
                  По открыткам и датам прошлых доставок. Дата — день доставки: уточните у клиента.
                </Callout>
                <ul className="mk-occasions" aria-label="Предложения из заказов">
                  {details.suggestions.map((s) => (
                    <li key={`${s.orderId}-${s.kind}`}>
                      <span>
                        <b>
                          {pad(s.day)}.{pad(s.month)}
                        </b>{' '}
                        {s.title}
                        <span className="mk-muted">
                          {' '}
                          · заказ {s.orderNumber}
                          {s.card ? `, открытка «${s.card}»` : ''}
                        </span>
                      </span>
                      <Button
                        small
                        icon="add"
                        text="Добавить"
                        onClick={() =>
                          void act(
                            () =>
                              actions.saveOccasion(null, {
                                clientId: client.id,
                                kind: s.kind,
                                title: s.title,
                                month: s.month,
                                day: s.day,
                                orderId: s.orderId,
                              }),
                            'Повод добавлен',
                          )
                        }
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}
