/**
 * First-start data, written in one transaction under an advisory lock. Each table is seeded
 * only while it is empty (crm/db/seed/steps.ts), so a database seeded before a list existed gets
 * that list's records at the next start, and nothing is ever seeded twice.
 */
import { hashPassword } from '../../lib/password';
import type { Db } from '../connect';
import { CORE_STEPS } from './core';
import { ACCOUNTS } from './data';
import { LIST_STEPS } from './lists';
import { ORDERS_STEP } from './orders';
import type { SeedStep } from './steps';
import { WAREHOUSE_STEP } from './warehouse';
import { DEFAULT_SHOP_TIMEZONE } from '../../../schema/time-zone';

const SEED_LOCK = 7_250_002;

export const SEED_STEPS: readonly SeedStep[] = [...CORE_STEPS, ...LIST_STEPS, ORDERS_STEP, WAREHOUSE_STEP];

async function isEmpty(db: Db, table: string): Promise<boolean> {
  const [row] = await db.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS filled`);
  return !row.filled;
}

/** The steps whose table is empty, in one query: a restart checks them all (cold start, row 5). */
async function emptyTables(db: Db): Promise<SeedStep[]> {
  const checks = SEED_STEPS.map((step, i) => `EXISTS (SELECT 1 FROM ${step.table}) AS s${i}`);
  const [row] = await db.query<Record<string, boolean>>(`SELECT ${checks.join(', ')}`);
  return SEED_STEPS.filter((_step, i) => !row[`s${i}`]);
}

/** Returns true when it seeded anything. */
export async function seedIfEmpty(db: Db, timeZone: string = DEFAULT_SHOP_TIMEZONE): Promise<boolean> {
  const pending = await emptyTables(db);
  if (pending.length === 0) return false;
  let hashes: Promise<string[]> | null = null;
  const ctx = {
    timeZone,
    hashes: () => (hashes ??= Promise.all(ACCOUNTS.map((a) => hashPassword(a.password)))),
  };
  // Hash before the transaction: scrypt takes a while and PGlite's one connection should not wait.
  if (pending.some((s) => s.table === 'users')) await ctx.hashes();

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    let seeded = false;
    for (const step of pending) {
      // Another process may have seeded it while this one waited for the lock.
      if (!(await isEmpty(tx, step.table))) continue;
      await step.run(tx, ctx);
      seeded = true;
    }
    return seeded;
  });
}
