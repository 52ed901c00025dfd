/**
 * Integration tokens (issue 20 item 1, docs/integrations.md): integration/createToken,
 * getTokens, revokeToken, verifyToken. The gateway makes the secret and sends only its SHA-256
 * (hex): this CRM never sees a token, so neither its table nor its request log can leak one.
 * Creating and revoking are written to the audit log in the same transaction.
 */
import type { Principal } from '../../schema/access';
import { NAME_MAX, grantRefusal } from '../../schema/integrations';
import { CrmError } from '../envelope';
import type { Db } from '../db/connect';
import { requireString } from '../lib/validate';
import type { Body, Domain } from '../registry';
import { MAX_ID } from '../lists/checks';
import { recordEvent } from '../events/record';

/** At most one last-use write a minute per token: a busy integration must not write on every call. */
const TOUCH_EVERY = '1 minute';
const HASH = /^[0-9a-f]{64}$/;

interface Row {
  id: number;
  shop_type: string;
  name: string;
  scopes: string[];
  created_by: number | null;
  created_by_email: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const COLUMNS = `t.id, t.shop_type, t.name, t.scopes, t.created_by, u.email AS created_by_email,
  ${iso('t.created_at')} AS created_at, ${iso('t.last_used_at')} AS last_used_at,
  ${iso('t.revoked_at')} AS revoked_at`;

const toToken = (r: Row) => ({
  id: r.id,
  shopType: r.shop_type,
  name: r.name,
  scopes: r.scopes,
  createdBy: r.created_by,
  createdByEmail: r.created_by_email,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
});

const positive = (v: unknown, label: string): number => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new CrmError('VALIDATION', `${label}: неверный идентификатор`);
  // Past the integer ids' range no record can exist: not found, not a database error (the
  // GraphQL fuzz sent revokeIntegrationToken(id: "1e12") and got UPSTREAM_ERROR).
  if (n > MAX_ID) throw new CrmError('NOT_FOUND', `${label} не найден`);
  return n;
};

/** null: every shop type (the SA); else one of them. */
function shopFilter(body: Body): string | null {
  const v = body.shopType;
  if (v == null || v === '') return null;
  if (v !== 'flower_shop' && v !== 'fastfood') throw new CrmError('VALIDATION', 'Неизвестный тип магазина');
  return v;
}

/** The acting user, as the access policy sees them, read here rather than trusted from the body. */
async function actor(db: Db, id: number): Promise<Principal & { email: string }> {
  const [u] = await db.query<{ role: string; type_account: string; access_page: string[]; email: string }>(
    'SELECT role, type_account, access_page, email FROM users WHERE id = $1 AND active AND NOT deleted',
    [id],
  );
  if (!u) throw new CrmError('VALIDATION', 'Пользователь не найден или отключён');
  return { role: u.role, typeAccount: u.type_account, accessPage: u.access_page, email: u.email };
}

async function one(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM integration_tokens t LEFT JOIN users u ON u.id = t.created_by WHERE t.id = $1`,
    [id],
  );
  return row;
}

async function audit(tx: Db, event: string, by: { id: number; email: string }, row: Row): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (event, actor_id, actor_email, detail) VALUES ($1, $2, $3, $4::jsonb)`,
    [
      event,
      by.id,
      by.email,
      JSON.stringify({ integrationId: row.id, name: row.name, shopType: row.shop_type, scopes: row.scopes }),
    ],
  );
}

export const integration: Domain = {
  async createToken(body, { db }) {
    const name = requireString(body, 'name', { label: 'Название', max: NAME_MAX });
    const shopType = shopFilter(body);
    if (!shopType) throw new CrmError('VALIDATION', 'Укажите тип магазина токена');
    const scopes = body.scopes;
    if (!Array.isArray(scopes) || scopes.some((s) => typeof s !== 'string')) {
      throw new CrmError('VALIDATION', 'Ключи доступа: список строк');
    }
    const unique = [...new Set(scopes as string[])];
    if (unique.length === 0) throw new CrmError('VALIDATION', 'Выберите хотя бы один ключ доступа');
    const hash = body.hash;
    if (typeof hash !== 'string' || !HASH.test(hash)) throw new CrmError('VALIDATION', 'Неверный хеш токена');
    const actorId = positive(body.actorId, 'Автор');
    return db.transaction(async (tx) => {
      const by = await actor(tx, actorId);
      // The gateway checked this already; a remote caller of this CRM is held to the same rule.
      const refusal = grantRefusal(by, shopType, unique);
      if (refusal) throw new CrmError('VALIDATION', refusal);
      const [{ id }] = await tx.query<{ id: number }>(
        `INSERT INTO integration_tokens (shop_type, name, scopes, hash, created_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [shopType, name, unique, hash, actorId],
      );
      const row = (await one(tx, id))!;
      await audit(tx, 'integration.created', { id: actorId, email: by.email }, row);
      return toToken(row);
    });
  },

  async getTokens(body, { db }) {
    const shopType = shopFilter(body);
    const rows = await db.query<Row>(
      `SELECT ${COLUMNS} FROM integration_tokens t LEFT JOIN users u ON u.id = t.created_by
        WHERE $1::text IS NULL OR t.shop_type = $1
        ORDER BY t.revoked_at IS NOT NULL, t.created_at DESC, t.id DESC
        LIMIT 500`,
      [shopType],
    );
    return { items: rows.map(toToken) };
  },

  async revokeToken(body, { db }) {
    const id = positive(body.id, 'Токен');
    const shopType = shopFilter(body);
    const actorId = positive(body.actorId, 'Автор');
    return db.transaction(async (tx) => {
      const by = await actor(tx, actorId);
      const before = await one(tx, id);
      // Another shop type's token is as good as absent for an ADMIN.
      if (!before || (shopType && before.shop_type !== shopType)) {
        throw new CrmError('NOT_FOUND', 'Токен не найден');
      }
      if (before.revoked_at) return toToken(before);
      await tx.query('UPDATE integration_tokens SET revoked_at = now() WHERE id = $1', [id]);
      const row = (await one(tx, id))!;
      await audit(tx, 'integration.revoked', { id: actorId, email: by.email }, row);
      // Sockets signed in with it close on every gateway instance (crm/events, issue 20 item 3).
      await recordEvent(tx, { kind: 'session.changed', shopType: row.shop_type, payload: { tokenId: id } });
      return toToken(row);
    });
  },

  /** The live token of this hash, or null (unknown or revoked); stamps its last use, throttled. */
  async verifyToken(body, { db }) {
    const hash = body.hash;
    if (typeof hash !== 'string' || !HASH.test(hash)) return null;
    const [row] = await db.query<{
      id: number;
      shop_type: string;
      name: string;
      scopes: string[];
      created_by: number | null;
    }>(
      `WITH live AS (
         SELECT id, shop_type, name, scopes, created_by, last_used_at
           FROM integration_tokens WHERE hash = $1 AND revoked_at IS NULL
       ), touched AS (
         UPDATE integration_tokens SET last_used_at = now()
          WHERE id IN (SELECT id FROM live WHERE last_used_at IS NULL OR last_used_at < now() - interval '${TOUCH_EVERY}')
       )
       SELECT id, shop_type, name, scopes, created_by FROM live`,
      [hash],
    );
    if (!row) return null;
    return {
      id: row.id,
      shopType: row.shop_type,
      name: row.name,
      scopes: row.scopes,
      createdBy: row.created_by,
    };
  },
};
