/**
 * The in-process event bus (gateway/events/bus.ts): every listener gets every event, one that
 * throws does not keep it from the others, and a reader that falls behind is dropped with
 * SlowReaderError instead of queueing without bound; a reader that leaves stops listening.
 */
import { describe, expect, it } from 'vitest';
import { createEventBus, listen, SlowReaderError, type DomainEvent } from '../../gateway/events/bus';

const order = (orderId: number): DomainEvent => ({
  type: 'order',
  kind: 'created',
  orderId,
  shopType: 'fastfood',
});
const ids = (e: DomainEvent) => (e.type === 'order' ? e.orderId : undefined);

describe('event bus', () => {
  it('hands every event to every listener, past one that throws', () => {
    const errors: unknown[] = [];
    const bus = createEventBus((err) => errors.push(err));
    const got: number[] = [];
    bus.subscribe(() => {
      throw new Error('listener fault');
    });
    bus.subscribe((e) => got.push(ids(e) ?? 0));
    bus.publish(order(1));
    expect(got).toEqual([1]);
    expect(errors).toHaveLength(1);
  });

  it('lets a reader take the events it picks, in order, and stops when it leaves', async () => {
    const bus = createEventBus();
    const reader = listen(bus, ids);
    bus.publish(order(1));
    bus.publish({ type: 'sessions' });
    bus.publish(order(2));
    expect((await reader.next()).value).toBe(1);
    expect((await reader.next()).value).toBe(2);
    await reader.return!();
    bus.publish(order(3));
    expect(await reader.next()).toEqual({ value: undefined, done: true });
  });

  it('drops a reader that falls maxQueued events behind', async () => {
    const bus = createEventBus();
    const reader = listen(bus, ids, 3);
    for (let i = 1; i <= 5; i++) bus.publish(order(i));
    expect((await reader.next()).value).toBe(1);
    await reader.next();
    await reader.next();
    await expect(reader.next()).rejects.toBeInstanceOf(SlowReaderError);
  });
});
