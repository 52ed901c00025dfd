import { EMAIL_PATTERN } from '../../../../schema/email';
import { passwordProblem } from '../../../../schema/password';

/** Spec section 5: the session forms' rules and their Russian messages. */
export const REQUIRED = 'Обязательное поле';
export const INVALID_EMAIL = 'Некорректный email';

// Deliberately loose: the server is the judge of which addresses exist; this only catches typos.

export type Errors<T> = Partial<Record<keyof T, string>>;

export function required(value: string): string | undefined {
  return value.trim() ? undefined : REQUIRED;
}

export function email(value: string): string | undefined {
  return required(value) ?? (EMAIL_PATTERN.test(value.trim()) ? undefined : INVALID_EMAIL);
}

/** Drops fields without an error so `Object.keys(errors).length` says whether the form is valid. */
export function collect<T>(errors: Errors<T>): Errors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors<T>;
}

/** A new password, by the server's own rule (schema/password.ts): length and the common list. */
export function newPassword(value: string): string | undefined {
  if (required(value)) return REQUIRED;
  const problem = passwordProblem(value);
  return problem ? `Пароль: ${problem}` : undefined;
}
