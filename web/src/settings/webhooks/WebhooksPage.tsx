import { Alert, Button, Callout, Card, H2, NonIdealState, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { WebhookEndpointFieldsFragment } from '../../graphql';
import { SHOP_TYPE_LABELS, when } from '../integrations/labels';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { DeliveryLog } from './DeliveryLog';
import { EVENT_LABEL } from './labels';
import { useWebhooks } from './useWebhooks';
import '../settings.css';
import './webhooks.css';

type Endpoint = WebhookEndpointFieldsFragment;

interface EndpointCardProps {
  endpoint: Endpoint;
  onToggle(active: boolean): void;
  onDelete(): void;
}

function EndpointCard({ endpoint: e, onToggle, onDelete }: EndpointCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="webhook-card" data-endpoint={e.url}>
      <div className="webhook-card-head">
        <div className="webhook-card-title">
          <code className="webhook-url">{e.url}</code>
          {e.description && <span className="settings-muted">{e.description}</span>}
        </div>
        <Switch
          checked={e.active}
          label={e.active ? 'Включён' : 'Выключен'}
          onChange={(ev) => onToggle(ev.currentTarget.checked)}
        />
        <Button size="small" intent="danger" icon="trash" text="Удалить" onClick={onDelete} />
      </div>
      <div className="webhook-tags">
        {e.events.map((ev) => (
          <Tag key={ev} minimal>
            {EVENT_LABEL(ev)}
          </Tag>
        ))}
        <Tag minimal intent="none">
          {e.shopType ? SHOP_TYPE_LABELS[e.shopType] : 'Оба типа магазина'}
        </Tag>
        {e.pendingCount > 0 && (
          <Tag minimal intent="primary">
            В очереди: {e.pendingCount}
          </Tag>
        )}
        {e.failedCount > 0 && (
          <Tag minimal intent="danger">
            Не доставлено: {e.failedCount}
          </Tag>
        )}
        <span className="settings-muted">создан {when(e.createdAt)}</span>
      </div>
      <Button
        variant="minimal"
        size="small"
        icon={open ? 'chevron-down' : 'chevron-right'}
        text="Журнал доставок"
        onClick={() => setOpen((o) => !o)}
      />
      {open && <DeliveryLog endpointId={e.id} />}
    </Card>
  );
}

/**
 * /Settings/Webhooks (the superadmin): URLs the product posts signed events to, each with its
 * delivery log. A new endpoint's secret is shown once.
 */
export default function WebhooksPage() {
  const w = useWebhooks();
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<Endpoint | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const act = (run: Promise<unknown>) => {
    setActionError(null);
    run.catch((err: unknown) => setActionError(err instanceof Error ? err.message : 'Не удалось'));
  };

  let body: React.ReactNode;
  if (w.loading && !w.endpoints) body = <Spinner className="settings-state" aria-label="Загрузка" />;
  else if (!w.endpoints)
    body = (
      <NonIdealState
        className="settings-state"
        icon="error"
        title="Не удалось загрузить вебхуки"
        description={w.error?.message}
        action={<Button text="Повторить" onClick={() => void w.refetch()} />}
      />
    );
  else if (w.endpoints.length === 0)
    body = (
      <NonIdealState
        className="settings-state"
        icon="send-message"
        title="Вебхуков пока нет"
        description="Вебхук сообщает программе (сайту, 1С) о новых заказах и других событиях запросом на её адрес."
      />
    );
  else
    body = (
      <div className="webhook-list">
        {w.endpoints.map((e) => (
          <EndpointCard
            key={e.id}
            endpoint={e}
            onToggle={(active) => act(w.setActive(e.id, active))}
            onDelete={() => setConfirm(e)}
          />
        ))}
      </div>
    );

  return (
    <section className="app-page webhooks-page">
      <div className="settings-header">
        <H2 className="app-page-title">Вебхуки</H2>
        <span className="settings-spacer" />
        <Button intent="primary" icon="plus" text="Добавить вебхук" onClick={() => setCreating(true)} />
      </div>
      {actionError && (
        <Callout intent="danger" className="settings-callout">
          {actionError}
        </Callout>
      )}
      {body}
      {creating && (
        <CreateWebhookDialog creating={w.creating} create={w.create} onClose={() => setCreating(false)} />
      )}
      <Alert
        isOpen={confirm !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Удалить"
        cancelButtonText="Отмена"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) act(w.remove(confirm.id));
          setConfirm(null);
        }}
      >
        <p>Удалить вебхук {confirm?.url}? Его журнал доставок тоже удалится, события больше не придут.</p>
      </Alert>
    </section>
  );
}
