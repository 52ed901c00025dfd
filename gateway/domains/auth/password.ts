/**
 * A user's own password (issue 16 item 0): only with the current one. The user list refuses
 * a password for one's own account (schema/user-rights.ts), so this is the one way to change it.
 */
import type { MutationResolvers, User } from '../../__generated__/resolvers';
import { passwordProblem } from '../../../schema/password';
import { BadInputError } from '../../errors';
import { payload } from '../../graphql/payload';
import type { SessionUser } from './service';

export function changePasswordResolver(
  toUser: (u: SessionUser) => User,
): MutationResolvers['changePassword'] {
  return async (_parent, { currentPassword, newPassword }, ctx) => {
    const principal = await ctx.requireAccess();
    // A payload (issue 18): a wrong or weak password is a user error at its argument.
    const out = await payload('session', async () => {
      if (currentPassword === '') throw new BadInputError('Введите текущий пароль').at(['currentPassword']);
      const problem = passwordProblem(newPassword);
      if (problem) throw new BadInputError(`Поле «Новый пароль»: ${problem}`).at(['newPassword']);
      try {
        return await ctx.auth.service.changePassword(principal.sid, currentPassword, newPassword);
      } catch (err) {
        if (err instanceof BadInputError && err.reason === 'BAD_CREDENTIALS')
          err.at(['currentPassword'], 'INVALID');
        throw err;
      }
    });
    return {
      accessToken: out.session?.accessToken ?? null,
      user: out.session ? toUser(out.session.user) : null,
      userErrors: out.userErrors,
    };
  };
}
