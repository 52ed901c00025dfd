/**
 * The demo to-do (spec sections 3, 4 and 7): to-dos with flags done, starred, important, read and
 * selected and a list of tag ids; tags; reorder takes the whole list in its new order, which must
 * hold exactly the same to-dos.
 */
import { BadInputError } from '../../errors';
import { clone, found, id, newId, object, text } from '../input';
import { PROJECTS, TAGS, TODOS, type ProjectEntry, type Tag, type Todo } from './data';

const FLAGS = ['important', 'starred', 'done', 'read', 'selected'] as const;

export interface TodoStore {
  all(): Todo[];
  get(id: unknown): Todo;
  tags(): Tag[];
  reorder(list: unknown): Todo[];
  add(todo: unknown): Todo[];
  update(todo: unknown): Todo[];
  delete(todo: unknown): Todo[];
  addTag(tag: unknown): Tag[];
  deleteTag(tag: unknown): Tag[];
  projects(): ProjectEntry[];
}

export function createTodoStore(): TodoStore {
  let todos = clone(TODOS) as Todo[];
  let tags = clone(TAGS) as Tag[];
  const projects = clone(PROJECTS) as ProjectEntry[];

  const indexOf = (value: unknown) => {
    const key = id(value, 'id');
    const i = todos.findIndex((t) => t.id === key);
    if (i < 0) found(undefined, 'Задача');
    return i;
  };
  /** A complete, checked to-do from the sent fields over `base`. */
  const checked = (sent: Record<string, unknown>, base: Todo): Todo => {
    const next = { ...base, ...clone(sent), id: base.id } as Todo;
    next.title = text(next.title, 'title');
    for (const flag of FLAGS) {
      if (typeof next[flag] !== 'boolean') throw new BadInputError(`${flag}: ожидается true или false`);
    }
    if (!Array.isArray(next.tag)) throw new BadInputError('tag: ожидается список id меток');
    next.tag = next.tag.map((t) => id(t, 'tag'));
    for (const t of next.tag)
      found(
        tags.find((x) => x.id === t),
        `Метка ${t}`,
      );
    return next;
  };

  return {
    all: () => clone(todos),
    get: (value) => clone(todos[indexOf(value)]),
    tags: () => clone(tags),
    projects: () => clone(projects),

    reorder(value) {
      if (!Array.isArray(value)) throw new BadInputError('todoList: ожидается список задач');
      const ids = value.map((t) => id(object(t, 'задача').id, 'id'));
      const same =
        ids.length === todos.length &&
        new Set(ids).size === ids.length &&
        ids.every((x) => todos.some((t) => t.id === x));
      if (!same) throw new BadInputError('todoList должен содержать те же задачи');
      todos = ids.map((x) => todos.find((t) => t.id === x) as Todo);
      return clone(todos);
    },
    add(value) {
      const sent = object(value, 'todo');
      const base: Todo = {
        id: newId('todo'),
        title: '',
        note: '',
        important: false,
        starred: false,
        done: false,
        read: false,
        selected: false,
        startDate: new Date().toISOString(),
        dueDate: new Date().toISOString(),
        tag: [],
      };
      todos.push(checked({ ...sent, id: undefined }, base));
      return clone(todos);
    },
    update(value) {
      const sent = object(value, 'todo');
      const i = indexOf(sent.id);
      todos[i] = checked(sent, todos[i]);
      return clone(todos);
    },
    delete(value) {
      const i = indexOf(object(value, 'todo').id);
      todos = todos.filter((_, j) => j !== i);
      return clone(todos);
    },
    addTag(value) {
      const sent = object(value, 'tag');
      const name = text(sent.name, 'name');
      const key = sent.id == null ? newId('tag') : id(sent.id, 'id');
      // A second tag with a taken id would make delete-tag and the to-dos' tag lists ambiguous.
      if (tags.some((t) => t.id === key)) throw new BadInputError(`Метка ${key} уже есть`);
      tags.push({ id: key, name });
      return clone(tags);
    },
    deleteTag(value) {
      const key = id(object(value, 'tag').id, 'id');
      found(
        tags.find((t) => t.id === key),
        'Метка',
      );
      tags = tags.filter((t) => t.id !== key);
      for (const t of todos) t.tag = t.tag.filter((x) => x !== key);
      return clone(tags);
    },
  };
}
