/**
 * «Забыли пароль» (issue 26), GraphQL face: requestPasswordReset and resetPassword, both public.
 * The CRM keeps the tokens and mails the link (crm/domains/password-reset.ts); here: the rate
 * limit, the link's address, and an answer that takes as long for an unknown e-mail as for a known
 * one, so neither its text nor its timing tells which e-mails have accounts.
 */
import type { MutationResolvers } from '../../__generated__/resolvers';
import { isEmail } from '../../../schema/email';
import { passwordProblem } from '../../../schema/password';
import { BadInputError } from '../../errors';
import { payload } from '../../graphql/payload';

/** Every request answers no sooner than this; the work behind it takes a few milliseconds. */
export const RESET_REPLY_MS = 300;
export const RESET_PATH = '/session/reset-password';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const requestPasswordReset: MutationResolvers['requestPasswordReset'] = async (
  _parent,
  { email },
  ctx,
) => {
  // A payload (issue 18): a malformed address is a user error at `email`; the rate limit stays a
  // top-level RATE_LIMITED, and the answer never says whether the address has an account.
  return payload('requested', async () => {
    const address = email.trim();
    if (address === '') throw new BadInputError('Введите email').at(['email']);
    if (!isEmail(address)) throw new BadInputError('Некорректный email').at(['email']);
    const { authAttempts, config } = ctx.request.server;
    authAttempts.passwordReset(ctx.request, address);
    const started = Date.now();
    try {
      await ctx.auth.service.requestPasswordReset(address, `${config.publicUrl}${RESET_PATH}?token=`);
    } catch (err) {
      // The CRM refuses only the address itself.
      throw err instanceof BadInputError && !err.detail.field ? err.at(['email']) : err;
    } finally {
      await sleep(Math.max(0, RESET_REPLY_MS - (Date.now() - started)));
    }
    return true;
  });
};

export const resetPassword: MutationResolvers['resetPassword'] = async (
  _parent,
  { token, newPassword },
  ctx,
) => {
  // Tokens are 256 random bits; the per-client count only keeps a scanner from hammering the CRM.
  ctx.request.server.authAttempts.passwordReset(ctx.request, null);
  // A payload (issue 18): a bad link or a weak password is a user error at its argument.
  return payload('reset', async () => {
    if (token.trim() === '')
      throw new BadInputError('Ссылка для сброса пароля неполная. Откройте её из письма').at(['token']);
    const problem = passwordProblem(newPassword);
    if (problem) throw new BadInputError(`Поле «Новый пароль»: ${problem}`).at(['newPassword']);
    try {
      await ctx.auth.service.resetPassword(token.trim(), newPassword);
    } catch (err) {
      // The CRM refuses an unknown, used or expired link (its VALIDATION): the link is at fault.
      if (err instanceof BadInputError && !err.detail.field)
        err.at(['token'], err.detail.reason ?? 'INVALID');
      throw err;
    }
    return true;
  });
};
