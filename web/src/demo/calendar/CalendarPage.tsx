import { Button, ButtonGroup, InputGroup } from '@blueprintjs/core';
import { addMonths, addWeeks, format, isSameMonth, isToday } from 'date-fns';
import { useState } from 'react';
import { DATE_LOCALE } from '../../app/format';
import {
  useAddCalendarEventMutation,
  useCalendarEventsQuery,
  useDeleteCalendarEventMutation,
} from '../../graphql';
import { DemoPage } from '../DemoPage';
import { eventsOn, monthGrid, weekDays } from './weeks';

type View = 'month' | 'week';
const fmt = (d: Date, pattern: string) => format(d, pattern, { locale: DATE_LOCALE });

/** The demo calendar: month and week views, weeks from Monday; add and delete events. */
export default function CalendarPage() {
  const [view, setView] = useState<View>('month');
  const [cursor, setCursor] = useState(() => new Date());
  const [title, setTitle] = useState('');
  const [day, setDay] = useState(() => fmt(new Date(), 'yyyy-MM-dd'));
  const { data, loading, error } = useCalendarEventsQuery();
  const [add, added] = useAddCalendarEventMutation({ refetchQueries: ['CalendarEvents'] });
  const [remove, removed] = useDeleteCalendarEventMutation({ refetchQueries: ['CalendarEvents'] });
  const events = data?.calendarEvents ?? [];
  const step = (n: number) => setCursor((c) => (view === 'month' ? addMonths(c, n) : addWeeks(c, n)));

  const create = () => {
    if (!title.trim() || !day) return;
    const start = new Date(`${day}T10:00:00`);
    const end = new Date(`${day}T11:00:00`);
    void add({
      variables: { input: { title: title.trim(), start: start.toISOString(), end: end.toISOString() } },
    }).catch(() => undefined);
    setTitle('');
  };

  const dayCell = (d: Date, dim: boolean) => (
    <div key={d.toISOString()} className={`demo-day${dim ? ' is-dim' : ''}${isToday(d) ? ' is-today' : ''}`}>
      <div className="demo-day-number">{view === 'week' ? fmt(d, 'EEEEEE d MMM') : fmt(d, 'd')}</div>
      {eventsOn(events, d).map((e) => (
        <div key={e.id} className="demo-event" title={`${e.title} · ${e.location}`}>
          <span>
            {fmt(new Date(e.start), 'HH:mm')} {e.title}
          </span>
          <button
            type="button"
            aria-label={`Удалить событие ${e.title}`}
            onClick={() => void remove({ variables: { id: e.id } })}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );

  const header = (view === 'month' ? monthGrid(cursor)[0] : weekDays(cursor)).map((d) => (
    <div key={d.toISOString()} className="demo-weekday">
      {fmt(d, 'EEEEEE')}
    </div>
  ));

  return (
    <DemoPage title="Календарь" loading={loading && !data} error={error ?? added.error ?? removed.error}>
      <div className="demo-toolbar">
        <ButtonGroup>
          <Button icon="chevron-left" aria-label="Назад" onClick={() => step(-1)} />
          <Button text="Сегодня" onClick={() => setCursor(new Date())} />
          <Button icon="chevron-right" aria-label="Вперёд" onClick={() => step(1)} />
        </ButtonGroup>
        <strong className="demo-calendar-title">{fmt(cursor, 'LLLL yyyy')}</strong>
        <ButtonGroup>
          <Button text="Месяц" active={view === 'month'} onClick={() => setView('month')} />
          <Button text="Неделя" active={view === 'week'} onClick={() => setView('week')} />
        </ButtonGroup>
        <InputGroup
          placeholder="Новое событие"
          aria-label="Название события"
          value={title}
          onValueChange={setTitle}
        />
        <input
          className="bp6-input"
          type="date"
          aria-label="Дата события"
          value={day}
          onChange={(e) => setDay(e.target.value)}
        />
        <Button icon="add" text="Добавить" onClick={create} disabled={!title.trim()} />
      </div>
      <div className={`demo-calendar is-${view}`} data-testid={`calendar-${view}`}>
        {header}
        {view === 'month'
          ? monthGrid(cursor).flatMap((row) => row.map((d) => dayCell(d, !isSameMonth(d, cursor))))
          : weekDays(cursor).map((d) => dayCell(d, false))}
      </div>
    </DemoPage>
  );
}
