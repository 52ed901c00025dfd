import { Button, Card, TextArea } from '@blueprintjs/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import './chatPopup.css';

/** Spec section 9: the canned reply comes 2 s after a message; the input grows to 4 rows; 360 px. */
export const CHAT_REPLY_DELAY_MS = 2000;
export const CHAT_MAX_ROWS = 4;
export const CHAT_POPUP_WIDTH = 360;
export const CANNED_REPLY = 'Спасибо! Это демо-чат: оператор ответит позже.';

interface Line {
  id: number;
  mine: boolean;
  text: string;
}

interface Props {
  /** The contact shown in the header. */
  contactName?: string;
  /** Injectable for tests (fake timers are used there anyway). */
  replyDelayMs?: number;
  onSend?: (text: string) => void;
  /** Controlled: the shell opens it from its side bar (omit to let the popup keep its own state). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Without its own round button (the shell has one). */
  hideToggle?: boolean;
}

/** Rows the input needs for `text`: one per line, at most CHAT_MAX_ROWS. */
export const rowsFor = (text: string) => Math.min(CHAT_MAX_ROWS, Math.max(1, text.split('\n').length));

/**
 * The chat popup of spec section 2: a toggle; Enter without Shift sends when the trimmed text is
 * not empty; the message shows at once and a canned reply follows after the delay.
 */
export function ChatPopup({
  contactName = 'Поддержка',
  replyDelayMs = CHAT_REPLY_DELAY_MS,
  onSend,
  open: openProp,
  onOpenChange,
  hideToggle = false,
}: Props) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const [text, setText] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const push = (mine: boolean, value: string) =>
    setLines((all) => [...all, { id: ++nextId.current, mine, text: value }]);

  const send = () => {
    const value = text.trim();
    if (!value) return;
    push(true, value);
    setText('');
    onSend?.(value);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      push(false, CANNED_REPLY);
    }, replyDelayMs);
    timers.current.add(timer);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className="demo-chat-dock">
      {open && (
        <Card className="demo-chat-popup" style={{ width: CHAT_POPUP_WIDTH }} role="dialog" aria-label="Чат">
          <header className="demo-chat-head">
            <strong>{contactName}</strong>
            <Button minimal small icon="cross" aria-label="Закрыть чат" onClick={() => setOpen(false)} />
          </header>
          <ol className="demo-chat-lines" aria-label="Сообщения">
            {lines.map((line) => (
              <li key={line.id} className={line.mine ? 'is-mine' : 'is-theirs'}>
                {line.text}
              </li>
            ))}
          </ol>
          <TextArea
            fill
            aria-label="Сообщение"
            placeholder="Напишите сообщение…"
            title="Enter — отправить, Shift+Enter — новая строка"
            rows={rowsFor(text)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </Card>
      )}
      {!hideToggle && (
        <Button
          className="demo-chat-toggle"
          intent="primary"
          large
          icon={open ? 'cross' : 'chat'}
          aria-label={open ? 'Скрыть чат' : 'Открыть чат'}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        />
      )}
    </div>
  );
}
