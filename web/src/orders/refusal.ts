/**
 * An order save's refusal as the order form shows it. The payload's userErrors name their field
 * by the path into the mutation's arguments (`input.lines.0.count`); the form's fields are the
 * input's own (`lines.0.count`: fieldKey drops the `input` step). A refusal naming no field gets
 * a toast (the form has nowhere to put it); one naming a field is shown at that field.
 */
import { serverError, type ServerError } from '../lists/errors';
import { toastError } from '../lists/toaster';

export const orderRefusal = (error: unknown): ServerError => serverError(error);

/** The refusal for the form, with a toast when no field of it is named. */
export function showOrderRefusal(error: unknown): ServerError {
  const err = orderRefusal(error);
  if (Object.keys(err.fields).length === 0) toastError(err.message);
  return err;
}
