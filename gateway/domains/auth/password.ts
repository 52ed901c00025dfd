/**
 * A user's own password (issue 16 item 0): only with the current one. The user list refuses
 * a password for one's own account (schema/user-rights.ts), so this is the one way to change it.
 */
import type { MutationResolvers, User } from '../../__generated__/resolvers';
import { passwordProblem } from '../../../schema/password';
import { BadInputError } from '../../errors';
import type { SessionUser } from './service';

export function changePasswordResolver(
  toUser: (u: SessionUser) => User,
): MutationResolvers['changePassword'] {
  return async (_parent, { currentPassword, newPassword }, ctx) => {
    const principal = await ctx.requireAccess();
    if (currentPassword === '') throw new BadInputError('Введите текущий пароль');
    const problem = passwordProblem(newPassword);
    if (problem) throw new BadInputError(`Поле «Новый пароль»: ${problem}`);
    const session = await ctx.auth.service.changePassword(principal.sid, currentPassword, newPassword);
    return { accessToken: session.accessToken, user: toUser(session.user) };
  };
}
