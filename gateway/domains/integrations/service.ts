/**
 * Integration tokens over the CRM's integration/* calls (issue 20 item 1, docs/integrations.md).
 * The secret is made here and only its SHA-256 travels to the CRM: the caller sees the secret
 * once, in the create reply, and nobody can read it again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { shopScope, type ShopType } from '../../../schema/access';
import { TOKEN_PATTERN, TOKEN_PREFIX, TOKEN_ROLE, grantRefusalAt } from '../../../schema/integrations';
import { BadInputError } from '../../errors';
import type { Upstream } from '../../upstream/types';
import type { Principal } from '../auth/service';
import { mapRemoteError } from '../lists/service';

export interface IntegrationTokenRecord {
  id: string;
  shopType: ShopType;
  name: string;
  scopes: string[];
  createdByEmail: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

interface RemoteToken extends Omit<IntegrationTokenRecord, 'id'> {
  id: number | string;
}

interface VerifiedToken {
  id: number | string;
  shopType: string;
  name: string;
  scopes: string[];
  createdBy: number | string | null;
}

/** What the CRM stores and looks tokens up by; hex, so the CRM can check its shape. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toRecord = (t: RemoteToken): IntegrationTokenRecord => ({ ...t, id: String(t.id) });

async function call<T>(upstream: Upstream, method: string, body: object): Promise<T> {
  try {
    return await upstream.call<T>('integration', method, body);
  } catch (err) {
    throw mapRemoteError(err);
  }
}

export function integrationService(upstream: Upstream) {
  return {
    async list(viewer: Principal): Promise<IntegrationTokenRecord[]> {
      const data = await call<{ items: RemoteToken[] }>(upstream, 'getTokens', {
        shopType: shopScope(viewer),
      });
      return data.items.map(toRecord);
    },

    async create(
      viewer: Principal,
      input: { name: string; scopes: readonly string[]; shopType?: string | null },
    ): Promise<{ token: IntegrationTokenRecord; secret: string }> {
      const name = input.name.trim();
      if (!name) throw new BadInputError('Введите название токена').at(['input', 'name']);
      const scopes = [...new Set(input.scopes)];
      if (scopes.length === 0)
        throw new BadInputError('Выберите хотя бы один ключ доступа').at(['input', 'scopes']);
      const shopType = input.shopType ?? viewer.typeAccount;
      const refusal = grantRefusalAt(viewer, shopType, scopes);
      if (refusal) {
        const err = new BadInputError(refusal.message);
        throw refusal.field ? err.at(['input', refusal.field]) : err;
      }
      const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const token = await call<RemoteToken>(upstream, 'createToken', {
        name,
        shopType,
        scopes,
        hash: hashToken(secret),
        actorId: viewer.crmId,
      });
      return { token: toRecord(token), secret };
    },

    async revoke(viewer: Principal, id: string): Promise<IntegrationTokenRecord> {
      const token = await call<RemoteToken>(upstream, 'revokeToken', {
        id,
        shopType: shopScope(viewer),
        actorId: viewer.crmId,
      });
      return toRecord(token);
    },
  };
}

/**
 * The principal of an integration token, or null (malformed, unknown or revoked). Asks the CRM
 * on every call, never a cache: a revoked token is refused at once by every gateway instance.
 * The token acts as an ADMIN of its shop type holding exactly its scopes, on behalf of whoever
 * made it (orders it creates name that person).
 */
export async function verifyIntegrationToken(upstream: Upstream, token: string): Promise<Principal | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  let found: VerifiedToken | null;
  try {
    found = await upstream.call<VerifiedToken | null>('integration', 'verifyToken', {
      hash: hashToken(token),
    });
  } catch (err) {
    // A refusal means "no such token"; the CRM being down stays an error (502/504), not a 401.
    if (mapRemoteError(err) !== err) return null;
    throw err;
  }
  if (!found || found.id == null) return null;
  const by = found.createdBy ?? 0;
  return {
    id: String(by),
    crmId: by,
    email: '',
    name: found.name,
    username: null,
    avatar: null,
    role: TOKEN_ROLE,
    typeAccount: found.shopType,
    accessPage: found.scopes,
    sid: '',
    integration: { id: String(found.id), name: found.name },
  };
}
