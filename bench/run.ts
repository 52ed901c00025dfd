/**
 * `npm run bench`: the cost of the gateway's authenticated path, side by side in one run.
 * Baseline is the CRM's own profile call; the gateway adds JWT checks, the access policy and the
 * upstream hop. Figures are printed, never asserted (machines are noisy).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { buildApp } from '../gateway/app';
import { loadConfig } from '../gateway/config';
import { startCrm } from '../crm/server';
import { load, table } from './load';

const seconds = Number(process.argv[2] ?? 5);
const concurrency = 32;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LEGACY_DELAY_MS: '0',
  LOG_LEVEL: 'warn',
  CRM_API_KEY: 'bench-key-0123456789',
});
const crm = await startCrm({ apiKey: config.crmApiKey, dataDir: 'memory://' });
const app = await buildApp({ config: { ...config, logLevel: 'warn' }, crmUrl: crm.url });
const origin = await app.listen({ host: '127.0.0.1', port: 0 });

try {
  const login = await request(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  const { accessToken } = (await login.body.json()) as { accessToken: string };
  const crmLogin = await request(`${crm.url}/auth/login?apiKey=${config.crmApiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  const crmToken = ((await crmLogin.body.json()) as { data: { accessToken: string } }).data.accessToken;
  const bearer = { authorization: `Bearer ${accessToken}` };
  const opts = { seconds, concurrency };

  const baseline = await load(
    'CRM auth/profile (direct)',
    crm.url,
    {
      method: 'POST',
      path: `/auth/profile?apiKey=${config.crmApiKey}`,
      body: JSON.stringify({ accessToken: crmToken }),
    },
    opts,
  );
  const legacy = await load(
    'gateway GET /api/auth/profile',
    origin,
    { method: 'GET', path: '/api/auth/profile', headers: bearer },
    opts,
  );
  const graphql = await load(
    'gateway GraphQL { me }',
    origin,
    {
      method: 'POST',
      path: '/graphql',
      headers: bearer,
      body: JSON.stringify({ query: '{ me { id email role accessPage } }' }),
    },
    opts,
  );
  const health = await load(
    'gateway GET /healthz (no auth, no CRM)',
    origin,
    { method: 'GET', path: '/healthz' },
    opts,
  );

  console.log(
    `\nAuthenticated path, ${concurrency} concurrent clients, ${seconds} s each (Node ${process.version})\n`,
  );
  console.log(table([baseline, legacy, graphql, health], baseline));
} finally {
  await app.close();
  await crm.close();
  rmSync(dataDir, { recursive: true, force: true });
}
