/**
 * The one rule for a new password (issue 27 item 4), used by sign-up, the users list (create and
 * update), changePassword and the password reset, in the CRM, the gateway and the web forms alike.
 * Only new passwords are checked: stored hashes (seeded accounts included) keep working.
 */
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;

let common: Set<string> | null = null;
const commonPasswords = (): Set<string> =>
  (common ??= new Set(
    COMMON_PASSWORDS_TEXT.split('\n')
      .map((s) => s.trim())
      .filter(Boolean),
  ));

/**
 * Why `password` cannot be a new password, as the end of a Russian sentence («Пароль: …»), or
 * null. The common-list compare is lower-cased: «Password1» is as guessable as «password1».
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `не короче ${PASSWORD_MIN_LENGTH} символов`;
  if (commonPasswords().has(password.toLowerCase()))
    return 'слишком распространённый, его подбирают первым — придумайте другой';
  return null;
}
