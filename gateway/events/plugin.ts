/**
 * The event bus as an app decorator (`app.events`), registered before the CRM client that
 * publishes to it (publishing-upstream.ts) and the subscriptions that read it.
 */
import { shared } from '../plugins/shared';
import { createEventBus, type EventBus } from './bus';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export default shared(async (app) => {
  app.decorate(
    'events',
    createEventBus((err) => app.log.warn({ err }, 'event listener failed')),
  );
}, 'events');
