/** GraphQL face of the auth domain: me, login, register, logout. */
import type { Resolvers, Role, ShopType, User } from '../../__generated__/resolvers';
import { BadInputError, SignupClosedError } from '../../errors';
import { landingPath } from '../../../schema/landing';
import { demoAreasShown } from '../settings/demo-areas';
import { changePasswordResolver } from './password';
import { requestPasswordReset, resetPassword } from './reset';
import type { Principal, SessionUser } from './service';

const toUser = (u: Principal | SessionUser): User => ({
  id: u.id,
  email: u.email,
  name: u.name,
  avatar: u.avatar,
  role: u.role as Role,
  typeAccount: u.typeAccount as ShopType,
  accessPage: u.accessPage,
  homePath: landingPath(u),
  // The SA's always; for others the `User.demoAreas` resolver below reads the operator's setting.
  demoAreas: u.role === 'SA',
});

/** GraphQL speaks Russian where the legacy API keeps the spec's English text. */
const REFUSALS: Record<string, string> = {
  BAD_CREDENTIALS: 'Неверный email или пароль',
  USER_EXISTS: 'Пользователь с таким email уже существует',
};

async function refusalsInRussian<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof BadInputError && err.reason && REFUSALS[err.reason]) {
      throw new BadInputError(REFUSALS[err.reason], err.reason);
    }
    throw err;
  }
}

function required(value: string, message: string): string {
  if (value.trim() === '') throw new BadInputError(message);
  return value;
}

export const authResolvers: Resolvers = {
  User: {
    // The stored switch of the settings screen, else SHOW_DEMO_AREAS (settings/demo-areas.ts).
    demoAreas: (user, _args, ctx) => user.role === 'SA' || demoAreasShown(ctx),
  },
  Query: {
    me: async (_parent, _args, ctx) => toUser(await ctx.requireAccess()),
    // Public: the sign-up page asks before it shows its form.
    signupAllowed: (_parent, _args, ctx) => ctx.request.server.config.allowSignup,
  },
  Mutation: {
    login: (_parent, { email, password }, ctx) =>
      refusalsInRussian(async () => {
        required(email, 'Введите email');
        required(password, 'Введите пароль');
        // Each login field counts, so aliased logins in one document are as many attempts.
        const attempt = ctx.request.server.authAttempts.signIn(ctx.request, email);
        const audit = ctx.request.server.audit;
        const session = await ctx.auth.service.login(email, password).catch(async (err: unknown) => {
          if (err instanceof BadInputError) {
            await audit.record(ctx.request, {
              event: 'signin.failure',
              actorEmail: email.trim().toLowerCase(),
            });
          }
          throw err;
        });
        attempt.succeeded(ctx.reply);
        await audit.record(ctx.request, {
          event: 'signin.success',
          actorId: session.user.crmId,
          actorEmail: session.user.email,
        });
        return { accessToken: session.accessToken, user: toUser(session.user) };
      }),
    register: (_parent, { input }, ctx) =>
      refusalsInRussian(async () => {
        if (!ctx.request.server.config.allowSignup) throw new SignupClosedError();
        required(input.username, 'Введите имя пользователя');
        required(input.email, 'Введите email');
        required(input.password, 'Введите пароль');
        ctx.request.server.authAttempts.register(ctx.request, input.email);
        const session = await ctx.auth.service.register(input);
        return { accessToken: session.accessToken, user: toUser(session.user) };
      }),
    changePassword: changePasswordResolver(toUser),
    requestPasswordReset,
    resetPassword,
    // Idempotent: without a live session there is nothing to end.
    logout: async (_parent, _args, ctx) => {
      const principal = await ctx.principal();
      if (!principal) return false;
      await ctx.auth.service.logout(principal.sid);
      await ctx.request.server.audit.record(ctx.request, {
        event: 'signout',
        actorId: principal.crmId,
        actorEmail: principal.email,
      });
      return true;
    },
  },
};
