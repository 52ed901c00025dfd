/**
 * A CRM refusal's machine part (issue 18 item 2): the code of schema/user-errors.ts and the path
 * into the request payload, as the CRM's envelope carries them (`reason`, `field`). A remote CRM
 * of the spec alone sends neither; a value that is not one we know is dropped here, at the edge,
 * so the rest of the gateway works on checked values.
 */
import { isUserErrorCode, type FieldPath, type UserErrorCode } from '../../schema/user-errors';

export interface RefusalDetail {
  reason?: UserErrorCode;
  /** In the CRM's (remote) names; each domain renames it to its GraphQL input. */
  field?: FieldPath;
}

const isStep = (step: unknown) =>
  (typeof step === 'string' && step.length <= 100) || (Number.isSafeInteger(step) && (step as number) >= 0);

export function refusalDetail(reason: unknown, field: unknown): RefusalDetail {
  const detail: RefusalDetail = {};
  if (isUserErrorCode(reason)) detail.reason = reason;
  if (Array.isArray(field) && field.length > 0 && field.length <= 10 && field.every(isStep))
    detail.field = field as FieldPath;
  return detail;
}
