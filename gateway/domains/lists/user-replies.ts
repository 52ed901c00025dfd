/**
 * The user family's reply envelope (spec sections 7 and 8): `{userList, result, error,
 * errorInfo, message}` on success and failure alike; an edit that fails says «empty userList»,
 * a failed creation adds the reason after it.
 */
import type { AppError } from '../../errors';

export interface UserListReply {
  userList: unknown[];
  result: 0 | 1;
  error: 0 | 1;
  errorInfo: string;
  message: string;
}

export const userReply = (userList: unknown[]): UserListReply => ({
  userList,
  result: 1,
  error: 0,
  errorInfo: '',
  message: 'OK',
});

/**
 * 400 for every refusal of the data (bad input, unknown id, duplicate email), 403 for a change of
 * rights the user may not make; the reason goes in errorInfo.
 */
export function userFailure(err: AppError, creating: boolean): { status: number; body: UserListReply } {
  return {
    status: err.statusCode === 403 ? 403 : 400,
    body: {
      userList: [],
      result: 0,
      error: 1,
      errorInfo: err.message,
      message: creating ? `empty userList: ${err.message}` : 'empty userList',
    },
  };
}
