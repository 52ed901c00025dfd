/** /api/chat/* (spec section 7 «Chat»). Reads take their arguments from the query string. */
import type { FastifyInstance } from 'fastify';
import { asBody } from '../input';
import { demoStores } from '../stores';

export default async function chatLegacy(app: FastifyInstance): Promise<void> {
  const chat = () => demoStores(app.auth).chat;
  const query = (q: unknown) => asBody(q);
  app.get('/chat', async (request) => chat().chat(query(request.query).chatId));
  app.get('/chat/chat-room', async (request) => {
    const { currentUser, contactId } = query(request.query);
    return chat().chatRoom(currentUser, contactId);
  });
  app.get('/chat/contacts', async (request) => chat().user(query(request.query).id));
  app.get('/chat/contacts/all', async (request) => chat().contacts(query(request.query).currentUser));
  app.get('/chat/contacts/recent', async (request) => chat().recent(query(request.query).id));
  app.post('/chat/add', async (request) => chat().add(request.body));
}
