import { Button, Checkbox, HTMLTable, InputGroup, Menu, MenuItem, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatDate } from '../../app/format';
import {
  useAddTodoMutation,
  useDeleteTodoMutation,
  useReorderTodosMutation,
  useTodosQuery,
  useUpdateTodoMutation,
  type TodoFieldsFragment,
} from '../../graphql';
import { DemoPage } from '../DemoPage';

type Filter = 'all' | 'starred' | 'important' | 'done';
const FILTERS: [Filter, string][] = [
  ['all', 'Все'],
  ['starred', 'Избранные'],
  ['important', 'Важные'],
  ['done', 'Выполненные'],
];

/** The demo to-do: flags (done, starred, important), tags, order, and the project list. */
export default function TodoPage() {
  const { data, loading, error } = useTodosQuery();
  const [update, updated] = useUpdateTodoMutation();
  const [add] = useAddTodoMutation({ refetchQueries: ['Todos'] });
  const [remove] = useDeleteTodoMutation({ refetchQueries: ['Todos'] });
  const [reorder] = useReorderTodosMutation({ refetchQueries: ['Todos'] });
  const [filter, setFilter] = useState<Filter>('all');
  const [tag, setTag] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const todos = data?.todos ?? [];
  const tags = data?.todoTags ?? [];
  const shown = todos.filter((t) => (filter === 'all' || t[filter]) && (!tag || t.tagIds.includes(tag)));

  const flag = (t: TodoFieldsFragment, key: 'done' | 'starred' | 'important') =>
    void update({ variables: { id: t.id, input: { [key]: !t[key] } } }).catch(() => undefined);
  const shift = (index: number, by: number) => {
    const ids = todos.map((t) => t.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    void reorder({ variables: { ids } }).catch(() => undefined);
  };
  const create = () => {
    if (!title.trim()) return;
    void add({ variables: { input: { title: title.trim(), tagIds: tag ? [tag] : [] } } }).catch(
      () => undefined,
    );
    setTitle('');
  };

  return (
    <DemoPage title="Задачи" loading={loading && !data} error={error ?? updated.error}>
      <div className="demo-todo">
        <Menu className="demo-todo-filters">
          {FILTERS.map(([key, label]) => (
            <MenuItem
              key={key}
              text={label}
              active={filter === key && !tag}
              onClick={() => (setFilter(key), setTag(null))}
            />
          ))}
          {tags.map((t) => (
            <MenuItem
              key={t.id}
              icon="tag"
              text={t.name}
              active={tag === t.id}
              onClick={() => setTag(t.id)}
            />
          ))}
        </Menu>
        <div className="demo-todo-main">
          <InputGroup
            placeholder="Новая задача"
            aria-label="Новая задача"
            value={title}
            onValueChange={setTitle}
            onKeyDown={(e) => e.key === 'Enter' && create()}
            rightElement={<Button minimal icon="add" aria-label="Добавить задачу" onClick={create} />}
          />
          <ul className="demo-todo-list">
            {shown.map((t) => {
              const index = todos.indexOf(t);
              return (
                <li key={t.id} className={t.done ? 'is-done' : undefined}>
                  <Checkbox
                    aria-label={`Выполнено: ${t.title}`}
                    checked={t.done}
                    onChange={() => flag(t, 'done')}
                  />
                  <span className="demo-todo-title">{t.title}</span>
                  {t.tagIds.map((id) => (
                    <Tag key={id} minimal>
                      {tags.find((x) => x.id === id)?.name ?? id}
                    </Tag>
                  ))}
                  <small>до {formatDate(t.dueDate)}</small>
                  <Button
                    minimal
                    small
                    icon={t.starred ? 'star' : 'star-empty'}
                    aria-label="Избранное"
                    onClick={() => flag(t, 'starred')}
                  />
                  <Button
                    minimal
                    small
                    icon="flag"
                    intent={t.important ? 'danger' : 'none'}
                    aria-label="Важное"
                    onClick={() => flag(t, 'important')}
                  />
                  <Button
                    minimal
                    small
                    icon="arrow-up"
                    aria-label="Выше"
                    disabled={index === 0}
                    onClick={() => shift(index, -1)}
                  />
                  <Button
                    minimal
                    small
                    icon="arrow-down"
                    aria-label="Ниже"
                    disabled={index === todos.length - 1}
                    onClick={() => shift(index, 1)}
                  />
                  <Button
                    minimal
                    small
                    icon="trash"
                    aria-label="Удалить"
                    onClick={() => void remove({ variables: { id: t.id } })}
                  />
                </li>
              );
            })}
          </ul>
          <h3>Проекты</h3>
          <HTMLTable striped className="demo-table">
            <thead>
              <tr>
                <th>Проект</th>
                <th>Участник</th>
                <th>Комментарии</th>
                <th>Ревизии</th>
              </tr>
            </thead>
            <tbody>
              {data?.projectEntries?.map((p) => (
                <tr key={p.id}>
                  <td>{p.projectName}</td>
                  <td>{p.userName}</td>
                  <td>{p.comment}</td>
                  <td>{p.revision}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </div>
    </DemoPage>
  );
}
