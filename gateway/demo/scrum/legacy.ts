/** /api/scrum-board/* (spec section 7 «Scrum board»). */
import type { FastifyInstance } from 'fastify';
import { asBody } from '../input';
import { demoStores } from '../stores';

export default async function scrumLegacy(app: FastifyInstance): Promise<void> {
  const scrum = () => demoStores(app.auth).scrum;
  const post = (path: string, run: (b: Record<string, unknown>) => unknown) =>
    app.post(`/scrum-board/${path}`, async (request) => run(asBody(request.body)));

  app.get('/scrum-board/all-member', async () => scrum().members());
  app.get('/scrum-board/all-label', async () => scrum().labels());
  app.get('/scrum-board/all-board', async () => scrum().boards());
  app.get('/scrum-board/board', async (request) => scrum().board(asBody(request.query).id));
  post('add-board', (b) => scrum().addBoard(b.title));
  post('add-member', (b) => scrum().addMember(b.boardId, b.memberId));
  post('delete-member', (b) => scrum().deleteMember(b.boardId, b.memberId));
  post('add-column', (b) => scrum().addColumn(b.boardId, b.listTitle));
  post('rename-column', (b) => scrum().renameColumn(b.boardId, b.listId, b.listTitle));
  post('delete-column', (b) => scrum().deleteColumn(b.boardId, b.listId));
  post('add-card', (b) => scrum().addCard(b.boardId, b.listId, b.cardTitle));
  post('update-card', (b) => scrum().updateCard(b.boardId, b.listId, b.card));
  post('reorder-list', (b) => scrum().reorderList(b.boardId, b.startIndex, b.endIndex));
  post('reorder-card', (b) => scrum().reorderCard(b.boardId, b.listId, b.startIndex, b.endIndex));
  post('move-card', (b) =>
    scrum().moveCard(b.boardId, b.sourcelistId, b.destinationlistId, b.source, b.destination),
  );
}
