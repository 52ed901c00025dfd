import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allows,
  findRoute,
  LEVELS,
  PAGE_KEYS,
  ROUTES,
  referenceWriteRule,
  type Principal,
} from '../../schema/access';

const admin: Principal = { role: 'SA', typeAccount: 'flower_shop', accessPage: [...PAGE_KEYS] };
const fastfood: Principal = { role: 'ADMIN', typeAccount: 'fastfood', accessPage: [...PAGE_KEYS] };
const manager: Principal = {
  role: 'MANAGER',
  typeAccount: 'flower_shop',
  accessPage: ['NEWORDER', 'ALLORDER', 'ANALITIKA'],
};

const can = (user: Principal, path: string) => allows(user, findRoute(path)!);

describe('access policy', () => {
  it('nests levels: each admits the roles of the one above it', () => {
    const order = ['sa', 'admin', 'editor', 'guest', 'test'] as const;
    for (let i = 1; i < order.length; i++) {
      for (const role of LEVELS[order[i - 1]]) expect(LEVELS[order[i]]).toContain(role);
    }
    expect(LEVELS.test).toContain('MANAGER');
    expect(LEVELS.guest).not.toContain('MANAGER');
  });

  it('requires level, shop type and page key together', () => {
    expect(can(manager, '/dashboard/statsOrder')).toBe(true);
    expect(can(manager, '/order/allOrder')).toBe(true);
    expect(can(manager, '/order/newOrder')).toBe(true);
    expect(can(manager, '/Settings/UserList')).toBe(false);
    expect(can(manager, '/order/allOrderFastFood')).toBe(false); // wrong shop type
    expect(can({ ...manager, accessPage: ['NEWORDER'] }, '/order/allOrder')).toBe(false); // key removed
    expect(can(fastfood, '/AccessRightsSettings')).toBe(false); // SA only
    expect(can(admin, '/AccessRightsSettings')).toBe(true);
    expect(can(fastfood, '/order/newOrderFastFood')).toBe(true);
    expect(can(admin, '/order/newOrderFastFood')).toBe(false);
    expect(allows(null, {})).toBe(false);
  });

  it('matches parameterised routes and nothing else', () => {
    expect(findRoute('/category/12')?.path).toBe('/category/:id');
    expect(findRoute('/order/editOrderFastFood/7/')?.path).toBe('/order/editOrderFastFood/:id');
    expect(findRoute('/category')).toBeUndefined();
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('lets a reference list be written with REFERENCE or its own key', () => {
    expect(allows({ ...manager, role: 'ADMIN', accessPage: ['UNITS'] }, referenceWriteRule('Units'))).toBe(
      true,
    );
    expect(allows({ ...manager, accessPage: ['REFERENCE'] }, referenceWriteRule('Units'))).toBe(true);
    expect(allows({ ...manager, accessPage: ['STREET'] }, referenceWriteRule('Units'))).toBe(false);
  });

  it('is documented route by route in docs/access.md', () => {
    const doc = readFileSync('docs/access.md', 'utf8');
    const missing = ROUTES.filter((r) => !doc.includes(`\`${r.path}\``)).map((r) => r.path);
    expect(missing).toEqual([]);
  });
});
