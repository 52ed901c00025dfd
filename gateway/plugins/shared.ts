/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app: what
 * fastify-plugin does, in three lines, without another dependency.
 */
import type { FastifyPluginAsync } from 'fastify';

export function shared<Options extends object = Record<never, never>>(
  plugin: FastifyPluginAsync<Options>,
  name: string,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
