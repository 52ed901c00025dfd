/** /api/todo/* and /api/list/all (spec section 7 «To-do»). */
import type { FastifyInstance } from 'fastify';
import { asBody } from '../input';
import { demoStores } from '../stores';

export default async function todoLegacy(app: FastifyInstance): Promise<void> {
  const todo = () => demoStores(app.auth).todo;
  const body = (request: { body: unknown }) => asBody(request.body);
  app.get('/todo/all', async () => todo().all());
  app.get('/todo/tag', async () => todo().tags());
  app.get('/todo', async (request) => todo().get(asBody(request.query).id));
  app.post('/todo/reorder', async (request) => todo().reorder(body(request).todoList));
  app.post('/todo/add', async (request) => todo().add(body(request).todo));
  app.post('/todo/update', async (request) => todo().update(body(request).todo));
  app.post('/todo/delete', async (request) => todo().delete(body(request).todo));
  app.post('/todo/tag/add', async (request) => todo().addTag(body(request).tag));
  app.post('/todo/tag/delete', async (request) => todo().deleteTag(body(request).tag));
  app.get('/list/all', async () => todo().projects());
}
