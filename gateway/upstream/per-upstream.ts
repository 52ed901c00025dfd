import type { Upstream } from './types';

/**
 * One service per CRM client: `perUpstream(createX)` gives a getter that builds the service once
 * for each Upstream (services hold no state; this only spares rebuilding them per request).
 */
export function perUpstream<T>(create: (upstream: Upstream) => T): (upstream: Upstream) => T {
  const services = new WeakMap<Upstream, T>();
  return (upstream) => {
    let service = services.get(upstream);
    if (!service) {
      service = create(upstream);
      services.set(upstream, service);
    }
    return service;
  };
}
