/**
 * The access hint a cold page asks its first page by (session/accessHint.ts): only the stored
 * token's own user's, only what access needs, and nothing when it cannot be read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { permits } from '../../schema/access';
import { forgetAccess, recallAccess, rememberAccess } from '../../web/src/app/session/accessHint';

/** An unsigned token naming `sub` (the web reads claims unverified; the server checks them). */
const tokenOf = (sub: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub, exp: 4102444800 })).replace(/=+$/, '')}.x`;

const manager = {
  id: '7',
  email: 'manager@example.com',
  name: 'Менеджер',
  role: 'MANAGER',
  typeAccount: 'flower_shop',
  accessPage: ['ALLORDER', 'NEWORDER'],
};

afterEach(() => window.localStorage.clear());

describe('the access hint', () => {
  it('is recalled for the same user, without anything personal, and admits their routes', () => {
    rememberAccess(manager);
    const hint = recallAccess(tokenOf('7'));
    expect(hint).toEqual({
      role: 'MANAGER',
      typeAccount: 'flower_shop',
      accessPage: ['ALLORDER', 'NEWORDER'],
    });
    expect(window.localStorage.getItem('session.access')).not.toMatch(/example\.com|Менеджер/);
    expect(permits(hint, { pageKeys: ['ALLORDER'] })).toBe(true);
  });

  it('is nothing for another user’s token, without a token, once forgotten, or when unreadable', () => {
    rememberAccess(manager);
    expect(recallAccess(tokenOf('8'))).toBeNull();
    expect(recallAccess(null)).toBeNull();
    forgetAccess();
    expect(recallAccess(tokenOf('7'))).toBeNull();
    window.localStorage.setItem('session.access', '{not json');
    expect(recallAccess(tokenOf('7'))).toBeNull();
    window.localStorage.setItem('session.access', JSON.stringify({ id: '7', role: 'MANAGER' }));
    expect(recallAccess(tokenOf('7'))).toBeNull();
  });
});
