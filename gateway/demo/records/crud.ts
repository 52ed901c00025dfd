/**
 * A list of records with string ids: the shape shared by invoices, calendar events, directory
 * users and inbox messages. Add takes the record itself (an id is made when it has none), update
 * merges the sent fields into the record of that id, delete drops the record of that id. Both
 * take only the fields the seed's records have.
 */
import { BadInputError } from '../../errors';
import { clone, found, id, newId, object } from '../input';

export interface Identified {
  id: string;
}

export interface RecordStore<T extends Identified> {
  all(): T[];
  get(id: unknown): T;
  add(record: unknown): T;
  update(record: unknown): T;
  delete(record: unknown): T[];
}

export function createRecordStore<T extends Identified>(
  seed: readonly T[],
  opts: { prefix: string; what: string; check?: (record: T) => void },
): RecordStore<T> {
  let records = clone(seed) as T[];
  // A record holds the fields its seed records have: a body of unknown keys (thousands of junk
  // fields in a fuzz run) is refused, not stored as a record nobody can show.
  const known = new Set(seed.flatMap((r) => Object.keys(r)));
  const checkKeys = (sent: Record<string, unknown>) => {
    const unknown = Object.keys(sent).filter((k) => !known.has(k));
    if (unknown.length > 0) {
      const shown =
        unknown.slice(0, 5).join(', ') + (unknown.length > 5 ? ` и ещё ${unknown.length - 5}` : '');
      throw new BadInputError(`${opts.what}: неизвестные поля ${shown}`);
    }
  };
  const index = (value: unknown) => {
    const key = id(value, 'id');
    const i = records.findIndex((r) => r.id === key);
    if (i < 0) found(undefined, opts.what);
    return i;
  };

  return {
    all: () => clone(records),
    get: (value) => clone(records[index(value)]),
    add(value) {
      const sent = object(value, opts.what);
      checkKeys(sent);
      const record = { ...clone(sent), id: sent.id == null ? newId(opts.prefix) : id(sent.id, 'id') } as T;
      if (records.some((r) => r.id === record.id))
        throw new BadInputError(`${opts.what} ${record.id} уже есть`);
      opts.check?.(record);
      records.push(record);
      return clone(record);
    },
    update(value) {
      const sent = object(value, opts.what);
      checkKeys(sent);
      const i = index(sent.id);
      const record = { ...records[i], ...clone(sent), id: records[i].id } as T;
      opts.check?.(record);
      records[i] = record;
      return clone(record);
    },
    delete(value) {
      const sent = typeof value === 'object' && value !== null ? object(value, opts.what).id : value;
      const i = index(sent);
      records = records.filter((_, j) => j !== i);
      return clone(records);
    },
  };
}
