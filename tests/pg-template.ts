/**
 * PostgreSQL's side of the test template (tests/crm-template.ts): one migrated, seeded database per
 * run, and a copy of it for each test file that asks (tests/crm/helper.ts). A copy is
 * `CREATE DATABASE … TEMPLATE`, which the server does as a file copy in well under a second,
 * against seconds for the migrations and the seed.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect } from '../crm/db/connect';
import { migrate } from '../crm/db/migrate';
import { seedIfEmpty } from '../crm/db/seed';

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Builds the run's template database and returns its name (a prefix its copies share). */
export async function createPgTemplate(url: string): Promise<string> {
  const name = `crm_test_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const db = await connect({ dataDir: 'memory://', databaseUrl: withDatabase(url, name) });
  try {
    await migrate(db);
    await seedIfEmpty(db);
  } finally {
    // A template with a session open cannot be copied.
    await db.close();
  }
  return name;
}

/** A fresh copy of the template; its URL. */
export async function copyPgTemplate(url: string, template: string): Promise<string> {
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return withDatabase(url, name);
}

/** Drops the template and every copy of it (the server is CI's throwaway one, but a developer's may not be). */
export async function dropPgCopies(url: string, template: string): Promise<void> {
  await admin(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_%'`,
      [template],
    );
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
