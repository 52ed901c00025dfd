/** GraphQL face of the auth domain: me, login, register, logout. */
import type { Resolvers, Role, ShopType, User } from '../../__generated__/resolvers';
import { BadInputError, SignupClosedError } from '../../errors';
import { isEmail } from '../../../schema/email';
import { landingPath } from '../../../schema/landing';
import { passwordProblem } from '../../../schema/password';
import { payload } from '../../graphql/payload';
import { demoAreasShown } from '../settings/demo-areas';
import { changePasswordResolver } from './password';
import { requestPasswordReset, resetPassword } from './reset';
import type { Principal, Session as SessionResult, SessionUser } from './service';

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

/**
 * The refusals of login and register as user errors (issue 18), in Russian where the legacy API
 * keeps the spec's English text. A wrong pair names no field: which of the two is wrong is
 * never said.
 */
function refusalAsUserError(err: unknown): unknown {
  if (!(err instanceof BadInputError) || err.detail.field) return err;
  if (err.reason === 'BAD_CREDENTIALS') {
    const refused = new BadInputError('Неверный email или пароль', err.reason);
    refused.detail = { reason: 'CREDENTIALS_INVALID' };
    return refused;
  }
  if (err.reason === 'USER_EXISTS')
    return new BadInputError('Пользователь с таким email уже существует', err.reason).at(
      ['input', 'email'],
      'NAME_TAKEN',
    );
  return err;
}

/** An empty field, refused at its path before anything is asked of the CRM. */
function required(value: string, message: string, field: string[]): string {
  if (value.trim() === '') throw new BadInputError(message).at(field);
  return value;
}

/** What the CRM would refuse in a new account, checked here so each refusal names its field. */
function checkNewAccount(input: { username: string; email: string; password: string }) {
  required(input.username, 'Введите имя пользователя', ['input', 'username']);
  if (input.username.trim().length > 100)
    throw new BadInputError('Поле «Имя пользователя»: не длиннее 100 символов').at(['input', 'username']);
  required(input.email, 'Введите email', ['input', 'email']);
  if (!isEmail(input.email.trim())) throw new BadInputError('Email указан неверно').at(['input', 'email']);
  required(input.password, 'Введите пароль', ['input', 'password']);
  const problem = passwordProblem(input.password);
  if (problem) throw new BadInputError(`Поле «Пароль»: ${problem}`).at(['input', 'password']);
}

/** A fresh session as AuthPayload, or its refusal in `userErrors`. */
async function session(run: () => Promise<SessionResult>) {
  const out = await payload('session', () =>
    run().catch((err: unknown) => Promise.reject(refusalAsUserError(err))),
  );
  return {
    accessToken: out.session?.accessToken ?? null,
    user: out.session ? toUser(out.session.user) : null,
    userErrors: out.userErrors,
  };
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
      session(async () => {
        required(email, 'Введите email', ['email']);
        required(password, 'Введите пароль', ['password']);
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
        return session;
      }),
    register: (_parent, { input }, ctx) =>
      session(async () => {
        if (!ctx.request.server.config.allowSignup) throw new SignupClosedError();
        checkNewAccount(input);
        ctx.request.server.authAttempts.register(ctx.request, input.email);
        return ctx.auth.service.register(input);
      }),
    changePassword: changePasswordResolver(toUser),
    requestPasswordReset,
    resetPassword,
    // Idempotent: without a live session there is nothing to end. A payload like every mutation,
    // though nothing here is refused.
    logout: async (_parent, _args, ctx) => {
      const principal = await ctx.principal();
      if (!principal) return { loggedOut: false, userErrors: [] };
      await ctx.auth.service.logout(principal.sid);
      await ctx.request.server.audit.record(ctx.request, {
        event: 'signout',
        actorId: principal.crmId,
        actorEmail: principal.email,
      });
      return { loggedOut: true, userErrors: [] };
    },
  },
};
