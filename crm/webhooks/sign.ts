/**
 * The signature of a delivery (docs/integrations.md «Проверка подписи»): HMAC-SHA256 with the
 * endpoint's secret over `<unix seconds>.<body>`. The timestamp is signed too, so a receiver can
 * refuse an old delivery replayed by someone who recorded it.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** 32 random bytes; the prefix tells it from an integration token (fcrm_) at a glance. */
export const newSecret = () => SECRET_PREFIX + randomBytes(32).toString('base64url');

export function signature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
