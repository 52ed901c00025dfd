/**
 * /api/order/*, exactly as spec sections 7 and 8 have it: each call waits LEGACY_DELAY_MS (the
 * mock layer's 1 s), passes the body's remote names through to the CRM, and answers the reply's
 * data. A refusal is 400 with the catalogue's English text as `message` and the CRM's Russian
 * reason as `detail` (our addition); the CRM failing is 502, or 504 when it is too slow
 * (docs/reliability.md "Upstream faults"); anything else (a bug) is the spec's 500.
 * The guard (gateway/plugins/legacy-access.ts, ORDER_PATH_RULES) has run before any route.
 * newOrder takes an `Idempotency-Key` header (issue 24, docs/offline.md): malformed, 400; a key
 * that named another request, 409 `{message, detail}`.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ForbiddenError } from '../../errors';
import { legacyError, legacyWait } from '../../plugins/legacy-api';
import { UpstreamRemoteError } from '../../upstream/errors';
import { headerKey } from '../../idempotency';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../../schema/idempotency';
import { scopedOrders } from './scope';
import { createOrderService, type OrderService } from './service';

/** The order rows of the spec section 8 catalogue. */
export const ORDER_MESSAGES = {
  list: 'Order list is absent',
  statuses: 'Status list is absent',
  create: 'Error saving new order',
  edit: 'Error editing order',
  delete: 'Error deleting order',
  status: 'Error changing order status',
  worker: 'Error changing worker on order',
  payment: 'Error changing payment type on order',
} as const;

/** What to do about a 409: the first request under the key was another one. */
export const KEY_REUSED_DETAIL =
  'Этим ключом уже сохранён другой запрос; повтор должен совпадать с ним целиком, новая запись — с новым ключом';

type Body = Record<string, unknown>;
type Situation = keyof typeof ORDER_MESSAGES;

/** The CRM's reason for a refusal, or null when the failure is not the caller's (→ 5xx). */
function refusal(err: unknown): string | null {
  if (err instanceof UpstreamRemoteError) return err.statusCode === 200 ? (err.remoteMessage ?? '') : null;
  if (err instanceof AppError && err.statusCode < 500) return err.message;
  return null;
}

/** The CRM's refusal of an idempotency key that named another request (docs/offline.md). */
const isKeyReused = (err: unknown) =>
  err instanceof UpstreamRemoteError && err.statusCode === 200 && err.errorInfo === 'IDEMPOTENCY_KEY_REUSED';

function answerFailure(reply: FastifyReply, log: FastifyBaseLogger, situation: Situation, err: unknown) {
  // An order of another shop (scope.ts): refused like any other right the caller lacks.
  if (err instanceof ForbiddenError)
    return reply.code(403).send({ message: 'Недостаточно прав', detail: err.message });
  if (isKeyReused(err)) {
    log.info(ORDER_MESSAGES[situation] + ': idempotency key reused');
    return reply.code(409).send({ message: IDEMPOTENCY_KEY_REUSED_MESSAGE, detail: KEY_REUSED_DETAIL });
  }
  const detail = refusal(err);
  if (detail === null) {
    log.error({ err }, `order call failed: ${situation}`);
    const { status, message } = legacyError(err);
    return reply.code(status).send({ message });
  }
  log.info({ detail }, ORDER_MESSAGES[situation]);
  return reply.code(400).send({ message: ORDER_MESSAGES[situation], ...(detail ? { detail } : {}) });
}

/**
 * The legacy contract has no bonuses (docs/loyalty.md): an order made through /api earns them when
 * paid but never spends them, and an edit through /api leaves an order's spend as it is (the CRM
 * reads an absent bonus_sum so).
 */
function withoutBonus(data: unknown): Body {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data as Body;
  const { bonus_sum: _dropped, ...rest } = data as Body;
  return rest;
}

export default async function ordersLegacy(app: FastifyInstance): Promise<void> {
  const plain: OrderService = createOrderService(app.upstream);
  // The caller's shop type bounds every call (scope.ts); built per request, the guard has run.
  const scoped = (request: FastifyRequest) => scopedOrders(plain, () => app.auth.authenticate(request));
  const userOf = async (request: FastifyRequest) => (await app.auth.requireAccess(request)).crmId;

  /** One route: wait, call, answer data or the situation's failure. */
  function route(
    method: 'GET' | 'POST',
    path: string,
    situation: Situation,
    run: (body: Body, request: FastifyRequest) => Promise<unknown>,
  ) {
    app.route({
      method,
      url: `/order/${path}`,
      handler: async (request, reply) => {
        const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Body;
        await legacyWait(app.config.legacyDelayMs);
        try {
          return await run(body, request);
        } catch (err) {
          return answerFailure(reply, request.log, situation, err);
        }
      },
    });
  }

  route('POST', 'all', 'list', (b, r) =>
    scoped(r).list(b.dateStart as string, b.dateStop as string, b.includeDeleted === true),
  );
  route('POST', 'getOrderInfo', 'list', async (b, r) => ({
    OrderList: [await scoped(r).info(b.idOrder as number)],
  }));
  route('GET', 'getAllStatus', 'statuses', async () => ({ AllStatusOrder: await plain.statuses() }));
  // The Idempotency-Key header (docs/offline.md): a repeat answers the first reply's order.
  route('POST', 'newOrder', 'create', async (b, r) => {
    const key = headerKey(r);
    return scoped(r).create(withoutBonus(b.newOrderData), await userOf(r), key);
  });
  route('POST', 'EditOrderData', 'edit', async (b, r) =>
    scoped(r).edit(withoutBonus(b.EditOrderData), await userOf(r)),
  );
  route('POST', 'deleteOrder', 'delete', async (b, r) =>
    scoped(r).remove(b.idOrderDeleted as number, await userOf(r)),
  );
  route('POST', 'setStatusOrder', 'status', async (b, r) =>
    scoped(r).setStatus(b.idOrder as number, b.idStatus as number, await userOf(r)),
  );
  route('POST', 'setWorkerStatusOrder', 'worker', async (b, r) =>
    scoped(r).setWorker(b.idOrder as number, b.idWorker as number, b.idStatus as number, await userOf(r)),
  );
  route('POST', 'setTypePayment', 'payment', async (b, r) =>
    scoped(r).setPayment(
      b.idOrder as number,
      b.idPayment as number,
      b.textTypePayment as string,
      await userOf(r),
    ),
  );
}
