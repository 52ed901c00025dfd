/**
 * Mutation payloads on the web (issue 18 item 2): a refusal comes back as `userErrors` in the
 * data, not as an error. `unwrap` turns a payload into its object, or throws UserErrorsError,
 * which serverError (web/src/lists/errors.ts) reads like any other refusal: the messages with a
 * field go to that field of the form, the rest on top.
 */
export interface UserErrorLike {
  field?: readonly string[] | null;
  code: string;
  message: string;
}

export class UserErrorsError extends Error {
  constructor(readonly userErrors: readonly UserErrorLike[]) {
    super(userErrors[0]?.message ?? 'Не удалось выполнить действие');
    this.name = 'UserErrorsError';
  }
}

/**
 * A field's key in a form: the path joined with dots (`openingCash`, `lines.0.quantity`). A form
 * edits a mutation's `input` argument, so the path's leading `input` step is not part of the key
 * (`["input", "phone"]` is the form's `phone`).
 */
export const fieldKey = (field: readonly string[]) =>
  (field[0] === 'input' && field.length > 1 ? field.slice(1) : field).join('.');

/** The payload's object under `key`; throws UserErrorsError when the server refused the input. */
export function unwrap<P extends { userErrors: readonly UserErrorLike[] }, K extends keyof P>(
  payload: P | null | undefined,
  key: K,
): NonNullable<P[K]> {
  if (!payload) throw new UserErrorsError([]);
  if (payload.userErrors.length > 0 || payload[key] == null) throw new UserErrorsError(payload.userErrors);
  return payload[key] as NonNullable<P[K]>;
}
