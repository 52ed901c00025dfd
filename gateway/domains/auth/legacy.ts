/**
 * /api/auth/*, exactly as spec sections 7 and 8 have it: login, register and profile with their
 * error catalogue, plus logout (our addition, documented in docs/legacy-api.md).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BadInputError, SignupClosedError } from '../../errors';
import { legacyError, legacyWait } from '../../plugins/legacy-api';
import type { Principal } from './service';

const WRONG_CREDENTIALS = 'Неверный email или пароль';

type Body = Record<string, unknown> | undefined;

/** A non-empty string field, or the Russian message to answer with. */
function field(body: Body, name: string, message: string): string {
  const value = body?.[name];
  if (typeof value !== 'string' || value.trim() === '') throw new BadInputError(message);
  return value;
}

/**
 * Domain refusals keep their text; the CRM failing is 502/504 (down or slow, said plainly);
 * anything else (a bug) is the spec's 500 «Internal server error».
 */
function refuse(reply: FastifyReply, err: unknown, log: FastifyInstance['log']) {
  if (err instanceof BadInputError) return reply.code(400).send({ message: err.message });
  log.error({ err }, 'auth call failed');
  const { status, message } = legacyError(err);
  return reply.code(status).send({ message });
}

const profileUser = (p: Principal) => ({
  id: p.crmId,
  avatar: p.avatar,
  email: p.email,
  name: p.name,
  role: p.role,
  typeAccount: p.typeAccount,
  accessPage: p.accessPage,
});

export default async function authLegacy(app: FastifyInstance): Promise<void> {
  const { service } = app.auth;

  app.post('/auth/login', async (request, reply) => {
    const body = request.body as Body;
    const email = field(body, 'email', 'Введите email');
    const password = field(body, 'password', 'Введите пароль');
    // Counted before the CRM is asked: a refused attempt tries no password (429, Retry-After).
    const attempt = app.authAttempts.signIn(request, email);
    await legacyWait(app.config.legacyDelayMs);
    try {
      const { accessToken, user } = await service.login(email, password);
      attempt.succeeded(reply);
      await app.audit.record(request, {
        event: 'signin.success',
        actorId: user.crmId,
        actorEmail: user.email,
      });
      const { crmId: id, avatar, email: userEmail, name, role, typeAccount } = user;
      return { accessToken, user: { id, avatar, email: userEmail, name, role, typeAccount } };
    } catch (err) {
      if (err instanceof BadInputError) {
        await app.audit.record(request, { event: 'signin.failure', actorEmail: email.trim().toLowerCase() });
        return reply.code(400).send({ message: WRONG_CREDENTIALS });
      }
      return refuse(reply, err, request.log);
    }
  });

  app.post('/auth/register', async (request, reply) => {
    const body = request.body as Body;
    const username = field(body, 'username', 'Введите имя пользователя');
    const email = field(body, 'email', 'Введите email');
    const password = field(body, 'password', 'Введите пароль');
    if (!app.config.allowSignup) return reply.code(403).send({ message: new SignupClosedError().message });
    app.authAttempts.register(request, email);
    try {
      const { accessToken, user } = await service.register({ email, username, password });
      const { crmId: id, role, name, email: userEmail, avatar, age } = user;
      return {
        accessToken,
        user: { id, role, name, username: user.username ?? username, email: userEmail, avatar, age },
      };
    } catch (err) {
      return refuse(reply, err, request.log);
    }
  });

  app.get('/auth/profile', async (request, reply) => {
    const token = app.auth.tokenOf(request);
    if (!token) return reply.code(401).send({ message: 'Invalid Authorization token' });
    try {
      const principal = await app.auth.authenticate(request);
      if (!principal) return reply.code(401).send({ message: 'Invalid authorization token' });
      return { user: profileUser(principal) };
    } catch (err) {
      return refuse(reply, err, request.log);
    }
  });

  // The guard has admitted a live session before we get here.
  app.post('/auth/logout', async (request) => {
    const principal = await app.auth.requireAccess(request);
    await service.logout(principal.sid);
    await app.audit.record(request, {
      event: 'signout',
      actorId: principal.crmId,
      actorEmail: principal.email,
    });
    return { message: 'Сеанс завершён' };
  });
}
