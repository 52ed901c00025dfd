/** Field checks for request bodies; a failure is a VALIDATION envelope with a Russian message. */
import { EMAIL_PATTERN } from '../../schema/email';
import { passwordProblem } from '../../schema/password';
import { CrmError } from '../envelope';
import type { Body } from '../registry';

export const NUL_MESSAGE = 'Текст не может содержать нулевой символ (U+0000)';

/**
 * True when a string anywhere in `value` (a key or a value, at any depth) holds U+0000, which
 * PostgreSQL text cannot store: such a body is refused before any query (it used to be a 500).
 * Iterative, so a body nested thousands of levels deep cannot exhaust the stack.
 */
export function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) stack.push(k, x);
    }
  }
  return false;
}

export interface StringRule {
  /** Russian name of the field for the message. */
  label: string;
  min?: number;
  max?: number;
  trim?: boolean;
}

/**
 * A new password (sign-up, changePassword, reset): schema/password.ts's one rule, refused with
 * «Поле «label»: …». Never trimmed: spaces are part of a password.
 */
export function requireNewPassword(body: Body, key: string, label: string): string {
  const value = requireString(body, key, { label, trim: false, max: 200 });
  const problem = passwordProblem(value);
  if (problem) throw new CrmError('VALIDATION', `Поле «${label}»: ${problem}`);
  return value;
}

export function requireString(body: Body, key: string, rule: StringRule): string {
  const raw = body[key];
  if (typeof raw !== 'string') throw new CrmError('VALIDATION', `Поле «${rule.label}» обязательно`);
  const value = rule.trim === false ? raw : raw.trim();
  const min = rule.min ?? 1;
  if (value.length < min) {
    throw new CrmError(
      'VALIDATION',
      min <= 1 ? `Поле «${rule.label}» обязательно` : `Поле «${rule.label}»: не короче ${min} символов`,
    );
  }
  if (rule.max !== undefined && value.length > rule.max) {
    throw new CrmError('VALIDATION', `Поле «${rule.label}»: не длиннее ${rule.max} символов`);
  }
  return value;
}

/** Trimmed and lower-cased: emails are compared case-insensitively everywhere. */
export function requireEmail(body: Body, key = 'email'): string {
  const value = requireString(body, key, { label: 'Email', max: 254 }).toLowerCase();
  if (!EMAIL_PATTERN.test(value)) throw new CrmError('VALIDATION', 'Email указан неверно');
  return value;
}
