import { Button, Card, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDateTime } from '../../app/format';
import { useAddChatMessageMutation, useChatOverviewQuery, useChatRoomQuery } from '../../graphql';
import { DemoPage } from '../DemoPage';
// The popup itself is the shell's (app/layout/AppShell): one chat, reachable from every screen.
import './chatPopup.css';

/** The template's sample chat user: the demo chat is not tied to staff accounts. */
const ME = '7863a3b5';

/** The demo chat: recent conversations, one room, and the chat popup. */
export default function ChatPage() {
  const overview = useChatOverviewQuery({ variables: { userId: ME } });
  const [contactId, setContactId] = useState<string | null>(null);
  const room = useChatRoomQuery({
    variables: { currentUser: ME, contactId: contactId ?? '' },
    skip: !contactId,
  });
  const [add, added] = useAddChatMessageMutation();
  const [text, setText] = useState('');
  const recent = overview.data?.chatRecent ?? [];

  const send = async () => {
    const chatId = room.data?.chatRoom?.chatId;
    if (!chatId || !text.trim()) return;
    await add({ variables: { chatId, contactId: ME, text: text.trim() } });
    setText('');
    await room.refetch();
  };

  return (
    <DemoPage
      title="Чат"
      loading={overview.loading && !overview.data}
      error={overview.error ?? room.error ?? added.error}
    >
      <div className="demo-chat">
        <ul className="demo-chat-recent">
          {recent.map((r) => (
            <li key={r.chatId}>
              <button
                type="button"
                onClick={() => setContactId(r.contactId)}
                aria-current={r.contactId === contactId}
              >
                <strong>{r.contact.name}</strong>
                <Tag minimal round intent={r.contact.status === 'online' ? 'success' : 'none'}>
                  {r.contact.status === 'online' ? 'в сети' : 'не в сети'}
                </Tag>
                <small>{formatDateTime(r.lastChatTime)}</small>
              </button>
            </li>
          ))}
        </ul>
        <Card className="demo-chat-room">
          {!contactId && <p className="bp6-text-muted">Выберите собеседника</p>}
          <ol className="demo-chat-lines">
            {room.data?.chatRoom?.messageList.map((m, i) => (
              <li key={i} className={m.contactId === ME ? 'is-mine' : 'is-theirs'}>
                {m.text}
              </li>
            ))}
          </ol>
          {contactId && (
            <InputGroup
              aria-label="Сообщение собеседнику"
              value={text}
              onValueChange={setText}
              onKeyDown={(e) => e.key === 'Enter' && void send().catch(() => undefined)}
              rightElement={
                <Button minimal icon="send-message" aria-label="Отправить" onClick={() => void send()} />
              }
            />
          )}
        </Card>
      </div>
    </DemoPage>
  );
}
