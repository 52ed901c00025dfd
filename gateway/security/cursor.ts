/**
 * Opaque, tamper-checked page cursors (issue 17): the keyset a page ends at, signed with a key
 * derived from the JWT secret, so a client can hand it back but not forge or edit one. A cursor
 * that does not verify is the caller's mistake (BAD_USER_INPUT), never a 500.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BadInputError } from '../errors';

export interface Cursors {
  /** `kind` keeps one list's cursor from being replayed on another. */
  encode(kind: string, position: Record<string, unknown>): string;
  decode(kind: string, cursor: string): Record<string, unknown>;
}

export const FORGED_CURSOR = 'Неверный курсор страницы: начните список сначала';

export function cursors(secret: string): Cursors {
  const key = createHmac('sha256', secret).update('page-cursor').digest();
  const mac = (kind: string, body: string) => createHmac('sha256', key).update(`${kind}|${body}`).digest();
  return {
    encode(kind, position) {
      const body = Buffer.from(JSON.stringify(position)).toString('base64url');
      return `${body}.${mac(kind, body).toString('base64url')}`;
    },
    decode(kind, cursor) {
      const [body, given] = cursor.split('.');
      if (!body || !given || cursor.length > 512) throw new BadInputError(FORGED_CURSOR);
      const expected = mac(kind, body);
      // Node's decoder is lenient (it skips stray characters and the last one's unused bits), so
      // only the spelling the encoder gives is taken: one cursor, one text.
      const sent = Buffer.from(given, 'base64url');
      if (sent.toString('base64url') !== given) throw new BadInputError(FORGED_CURSOR);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
        throw new BadInputError(FORGED_CURSOR);
      const position: unknown = JSON.parse(Buffer.from(body, 'base64url').toString());
      if (!position || typeof position !== 'object') throw new BadInputError(FORGED_CURSOR);
      return position as Record<string, unknown>;
    },
  };
}
