/**
 * /api/notification, as spec section 7 has it: GET the list (remote getAllNotificationList);
 * POST add re-fetches it; POST delete {id} calls setNotificationReady with notificationId and
 * answers the list without that id; POST delete-all {noticeClearList} sends the list to
 * setClearNotification as allNotificationList. Spec section 8: a missing or empty list is
 * 400 «Notification list is empty!». Any signed-in user may call them (their own shop type).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadInputError } from '../../errors';
import { bodyOf, idOf } from '../lists/legacy';
import type { RemoteRecord } from '../lists/service';
import { createNotificationService } from './service';

export const EMPTY_MESSAGE = 'Notification list is empty!';

/** Ids of the legacy client's list: notification objects or bare ids. */
function idsOf(raw: unknown): number[] {
  if (!Array.isArray(raw)) throw new BadInputError('Ожидается список noticeClearList');
  return raw.map((item) => idOf(item && typeof item === 'object' ? (item as { id?: unknown }).id : item));
}

export default async function notificationsLegacy(app: FastifyInstance): Promise<void> {
  const service = createNotificationService(app.upstream);
  const viewer = (request: FastifyRequest) => app.auth.requireAccess(request);

  const answer = (list: RemoteRecord[]) => {
    if (list.length === 0) throw new BadInputError(EMPTY_MESSAGE);
    return list;
  };

  app.get('/notification', async (request) => answer(await service.list(await viewer(request))));
  app.post('/notification/add', async (request) => answer(await service.list(await viewer(request))));

  app.post('/notification/delete', async (request) => {
    const id = idOf(bodyOf(request).id);
    const user = await viewer(request);
    await service.ready(user, id);
    return answer((await service.list(user)).filter((n) => Number(n.id) !== id));
  });

  app.post('/notification/delete-all', async (request) => {
    const ids = idsOf(bodyOf(request).noticeClearList);
    const user = await viewer(request);
    await service.clear(user, ids);
    // The client empties its list; what is still open (raised meanwhile) is the honest answer.
    return service.list(user);
  });
}
