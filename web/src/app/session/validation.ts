/** Spec section 5: the session forms' rules and their Russian messages. */
export const REQUIRED = 'Обязательное поле';
export const INVALID_EMAIL = 'Некорректный email';

// Deliberately loose: the server is the judge of which addresses exist; this only catches typos.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Errors<T> = Partial<Record<keyof T, string>>;

export function required(value: string): string | undefined {
  return value.trim() ? undefined : REQUIRED;
}

export function email(value: string): string | undefined {
  return required(value) ?? (EMAIL.test(value.trim()) ? undefined : INVALID_EMAIL);
}

/** Drops fields without an error so `Object.keys(errors).length` says whether the form is valid. */
export function collect<T>(errors: Errors<T>): Errors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors<T>;
}

export const SHORT_PASSWORD = 'Пароль: не короче 6 символов';

/** A new password, as the server accepts it on sign-up and reset: at least 6 characters. */
export function newPassword(value: string): string | undefined {
  return required(value) ?? (value.length < 6 ? SHORT_PASSWORD : undefined);
}
