/**
 * Integration tokens (issue 20 item 1, docs/integrations.md): the rules the gateway, the CRM and
 * the settings screen share. A token is a principal of its own: an ADMIN of its shop type holding
 * exactly its scopes (page keys of schema/access.ts), so the one access policy decides what it may
 * do, and a token never exceeds the person who made it (an SA's tokens are not SA: the superadmin's
 * level is a person's, not a program's).
 */
import {
  PAGE_KEYS,
  SHOP_TYPES,
  allows,
  type PageKey,
  type Principal,
  type Rule,
  type ShopType,
} from './access';

/** Recognisable by secret scanners (GitHub, gitleaks) and by the gateway, which tells it from a JWT. */
export const TOKEN_PREFIX = 'fcrm_';
/** The prefix and 32 random bytes in base64url. */
export const TOKEN_PATTERN = /^fcrm_[A-Za-z0-9_-]{43}$/;
export const NAME_MAX = 100;

/** The scopes a token may hold: exactly the page keys of schema/access.ts. */
export const SCOPES: readonly PageKey[] = PAGE_KEYS;

/** The role a token acts with (the access policy needs one): an ADMIN, never the SA. */
export const TOKEN_ROLE = 'ADMIN';

/** Who manages tokens: the «Интеграции» screen's rule (an SA, or an ADMIN with SETTINGS). */
export const MANAGE_RULE: Rule = { level: 'admin', pageKeys: ['SETTINGS'] };

/** The scopes `user` may grant: an SA any; an ADMIN only the keys they hold themselves. */
export function grantableScopes(user: Principal): readonly PageKey[] {
  if (!allows(user, MANAGE_RULE)) return [];
  return user.role === 'SA' ? SCOPES : SCOPES.filter((k) => user.accessPage.includes(k));
}

/** The shop types `user` may make tokens for: an SA both, an ADMIN their own. */
export function grantableShopTypes(user: Principal): readonly ShopType[] {
  if (!allows(user, MANAGE_RULE)) return [];
  return user.role === 'SA' ? SHOP_TYPES : SHOP_TYPES.filter((t) => t === user.typeAccount);
}

/** Why `user` may not make a token of these scopes for this shop type (Russian), or null. */
export function grantRefusal(user: Principal, shopType: string, scopes: readonly string[]): string | null {
  return grantRefusalAt(user, shopType, scopes)?.message ?? null;
}

/** The same refusal with the input field at fault (`shopType`, `scopes`; null: the user's rights). */
export function grantRefusalAt(
  user: Principal,
  shopType: string,
  scopes: readonly string[],
): { message: string; field: 'shopType' | 'scopes' | null } | null {
  if (!allows(user, MANAGE_RULE))
    return {
      message: 'Создавать токены может суперадминистратор или администратор с ключом SETTINGS',
      field: null,
    };
  if (!(grantableShopTypes(user) as readonly string[]).includes(shopType)) {
    return { message: 'Токен можно создать только для своего типа магазина', field: 'shopType' };
  }
  const unknown = scopes.filter((k) => !(SCOPES as readonly string[]).includes(k));
  if (unknown.length > 0)
    return { message: `Неизвестные ключи доступа: ${unknown.join(', ')}`, field: 'scopes' };
  const lacking = scopes.filter((k) => !(grantableScopes(user) as readonly string[]).includes(k));
  if (lacking.length > 0)
    return { message: `Нельзя выдать ключи, которых у вас нет: ${lacking.join(', ')}`, field: 'scopes' };
  return null;
}

/**
 * What a token may never call whatever its scopes: the staff account's own mutations (password,
 * sign-out), staff accounts themselves, and tokens (a leaked token must not mint or keep others).
 */
export const STAFF_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'Mutation.changePassword',
  'Mutation.logout',
  'Mutation.createStaffUser',
  'Mutation.updateStaffUser',
  'Mutation.setStaffUserActive',
  'Mutation.setStaffUserDeleted',
  'Mutation.setUserAccess',
  'Query.integrationTokens',
  'Mutation.createIntegrationToken',
  'Mutation.revokeIntegrationToken',
  // Webhooks carry the shop's events out: a token must not point them elsewhere.
  'Query.webhookEndpoints',
  'Query.webhookDeliveries',
  'Mutation.createWebhookEndpoint',
  'Mutation.updateWebhookEndpoint',
  'Mutation.deleteWebhookEndpoint',
  'Mutation.retryWebhookDelivery',
]);

/** The /api paths a token may never call: sign-out and the staff accounts' writes (/api/user/set…). */
export function staffOnlyPath(method: string, path: string): boolean {
  if (method !== 'GET' && /^\/api\/auth\/logout\/?$/.test(path)) return true;
  return /^\/api\/(user\/set|access-rights\/)/.test(path);
}
