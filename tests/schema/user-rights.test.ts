import { describe, expect, it } from 'vitest';
import { changedRights, fieldsOutOfReach, userWriteRefusal, type Account } from '../../schema/user-rights';

const sa = {
  id: 1,
  role: 'SA',
  typeAccount: 'flower_shop',
  accessPage: ['NEWORDER', 'SETTINGS', 'ACCESSRIGHTS'],
};
const admin = { id: 2, role: 'ADMIN', typeAccount: 'fastfood', accessPage: ['NEWORDER', 'SETTINGS'] };
const manager: Account = { id: 3, role: 'MANAGER', typeAccount: 'flower_shop', accessPage: ['NEWORDER'] };

describe('user rights policy', () => {
  it('counts only real changes as rights changes', () => {
    const same = { role: 'MANAGER', typeAccount: 'flower_shop', accessPage: ['NEWORDER'], name: 'X' };
    expect(changedRights({ kind: 'update', target: manager, value: same })).toEqual([]);
    expect(
      changedRights({ kind: 'update', target: manager, value: { accessPage: ['NEWORDER', 'MONEY'] } }),
    ).toEqual(['accessPage']);
    expect(changedRights({ kind: 'update', target: manager, value: { password: '' } })).toEqual([]);
    expect(changedRights({ kind: 'update', target: manager, value: { password: 'secret-1' } })).toEqual([
      'password',
    ]);
  });

  it('lets an ADMIN rename a non-SA user but change no rights, and never touch an SA', () => {
    expect(userWriteRefusal(admin, { kind: 'update', target: manager, value: { name: 'Y' } })).toBeNull();
    expect(userWriteRefusal(admin, { kind: 'update', target: manager, value: { role: 'ADMIN' } })).toMatch(
      /суперадминистратор/,
    );
    expect(
      userWriteRefusal(admin, { kind: 'flag', target: manager, flag: 'active', val: false }),
    ).not.toBeNull();
    expect(userWriteRefusal(admin, { kind: 'update', target: sa, value: { name: 'Y' } })).not.toBeNull();
    expect(
      userWriteRefusal(admin, { kind: 'create', value: { role: 'GUEST', password: 'p-123456' } }),
    ).not.toBeNull();
  });

  it('lets the SA grant only keys it holds, keep keys the user had, and not lock itself out', () => {
    const grant = (accessPage: string[]) =>
      userWriteRefusal(sa, { kind: 'update', target: manager, value: { accessPage } });
    expect(grant(['NEWORDER', 'SETTINGS'])).toBeNull();
    expect(grant(['NEWORDER', 'WAREHOUSE'])).toMatch(/WAREHOUSE/);
    expect(userWriteRefusal(sa, { kind: 'flag', target: sa, flag: 'deleted', val: true })).not.toBeNull();
    expect(userWriteRefusal(sa, { kind: 'flag', target: sa, flag: 'active', val: true })).toBeNull();
    expect(userWriteRefusal(sa, { kind: 'update', target: sa, value: { password: 'new-pass-1' } })).toMatch(
      /текущего/,
    );
  });

  it('tells forms which fields to leave out', () => {
    expect(fieldsOutOfReach(admin, manager)).toEqual(['role', 'typeAccount', 'accessPage', 'password']);
    expect(fieldsOutOfReach(sa, manager)).toEqual([]);
    expect(fieldsOutOfReach(sa, sa)).toEqual(['password']);
  });
});
