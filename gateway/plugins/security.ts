/**
 * The few security headers every reply carries (no helmet: three headers do not need a
 * dependency). No CSP here: the GraphQL landing page loads Apollo's scripts when it is enabled.
 */
import { shared } from './shared';

export default shared(async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    return payload;
  });
}, 'security');
