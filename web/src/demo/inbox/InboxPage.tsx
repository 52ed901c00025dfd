import { Button, Card, Checkbox } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime } from '../../app/format';
import {
  useDeleteInboxMessageMutation,
  useInboxMessagesQuery,
  useSelectInboxMessageMutation,
} from '../../graphql';
import { DemoPage } from '../DemoPage';

/** The message body is HTML from the demo store: shown as text, never injected as markup. */
const plain = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** The demo inbox: messages with selection, one opened on click, delete. */
export default function InboxPage() {
  const { data, loading, error } = useInboxMessagesQuery();
  const [select] = useSelectInboxMessageMutation();
  const [remove, removed] = useDeleteInboxMessageMutation({ refetchQueries: ['InboxMessages'] });
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = data?.inboxMessages ?? [];
  const open = messages.find((m) => m.id === openId);

  return (
    <DemoPage title="Входящие" loading={loading && !data} error={error ?? removed.error}>
      <div className="demo-inbox">
        <ul className="demo-inbox-list">
          {messages.map((m) => (
            <li key={m.id} className={m.id === openId ? 'is-open' : undefined}>
              <Checkbox
                aria-label={`Выбрать «${m.subject}»`}
                checked={m.selected}
                onChange={(e) => void select({ variables: { id: m.id, selected: e.currentTarget.checked } })}
              />
              <button type="button" className="demo-inbox-item" onClick={() => setOpenId(m.id)}>
                <strong>{m.sender.name}</strong>
                <span>{m.subject}</span>
                <small>{formatDateTime(m.date)}</small>
              </button>
            </li>
          ))}
        </ul>
        <Card className="demo-inbox-message">
          {open ? (
            <>
              <h3>{open.subject}</h3>
              <p className="bp6-text-muted">
                {open.sender.name} · {formatDateTime(open.date)}
              </p>
              <p>{plain(open.message)}</p>
              <Button
                icon="trash"
                text="Удалить"
                onClick={() => void remove({ variables: { id: open.id } }).then(() => setOpenId(null))}
              />
            </>
          ) : (
            <p className="bp6-text-muted">Выберите письмо</p>
          )}
        </Card>
      </div>
    </DemoPage>
  );
}
