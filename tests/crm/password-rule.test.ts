/**
 * Issue 27 item 4, in the CRM itself: a new password needs 8 characters and must not be on the
 * shipped common list (schema/password.ts), on registration, changePassword and the reset alike;
 * refused with VALIDATION and the Russian reason, and nothing changes. Stored passwords shorter
 * than that (the seeded accounts) still sign in. The users list is covered in lists-validation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS_TEXT } from '../../schema/common-passwords';
import { passwordProblem } from '../../schema/password';
import { call, expectFailure, registerUser, SEEDED, startTestCrm, uniqueEmail, type TestCrm } from './helper';

let crm: TestCrm;
beforeAll(async () => {
  crm = await startTestCrm();
});
afterAll(() => crm?.close());

const SHORT = 'не короче 8 символов';
const COMMON = 'слишком распространённый, его подбирают первым — придумайте другой';
const WEAK: [string, string][] = [
  ['123456', SHORT],
  ['password', COMMON],
  ['qwerty123', COMMON],
  ['Qwerty123', COMMON],
  ['x7#Lm2q', SHORT],
];

describe('the rule', () => {
  it('ships about a thousand common passwords, lower-cased, one a line', () => {
    const lines = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(1000);
    expect(lines.every((l) => l === l.toLowerCase().trim())).toBe(true);
  });

  it.each(WEAK)('refuses %s', (password, why) => expect(passwordProblem(password)).toBe(why));

  it('accepts an uncommon password of 8 characters', () => expect(passwordProblem('lilac-7z')).toBeNull());
});

describe('every CRM path', () => {
  it.each(WEAK)('registration refuses %s and creates nothing', async (password, why) => {
    const email = uniqueEmail('weak');
    const reply = await call(crm, '/auth/register', { email, username: 'weak', password });
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe(`Поле «Пароль»: ${why}`);
    const login = await call(crm, '/auth/login', { email, password });
    expectFailure(login, 200, 'BAD_CREDENTIALS');
  });

  it.each(WEAK)('changePassword refuses %s and keeps the old password', async (password, why) => {
    const user = await registerUser(crm, 'weak-change');
    const reply = await call(crm, '/auth/changePassword', {
      accessToken: user.accessToken,
      currentPassword: user.password,
      newPassword: password,
    });
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe(`Поле «Новый пароль»: ${why}`);
    const profile = await call(crm, '/auth/profile', { accessToken: user.accessToken });
    expect(profile.body.error).toBe(0);
  });

  it.each(WEAK)('the reset refuses %s', async (password, why) => {
    const reply = await call(crm, '/auth/resetPassword', { token: 'a-link-token', newPassword: password });
    expectFailure(reply, 200, 'VALIDATION');
    expect(reply.body.message).toBe(`Поле «Новый пароль»: ${why}`);
  });

  it('an uncommon 8-character password is taken; seeded short ones still sign in', async () => {
    const email = uniqueEmail('good');
    const reply = await call(crm, '/auth/register', { email, username: 'good', password: 'lilac-7z' });
    expect(reply.body.error).toBe(0);
    for (const { email: seeded, password } of SEEDED) {
      const login = await call(crm, '/auth/login', { email: seeded, password });
      expect(login.body.error).toBe(0);
    }
  });
});
