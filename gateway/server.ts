/**
 * `npm start`: read config, start the embedded CRM unless CRM_URL points at a remote one, build
 * the app, listen. Thin on purpose (the app is gateway/app.ts); it owns the signals and closes
 * the app first (no new requests reach the CRM), then the CRM (which releases its data dir).
 */
import type { FastifyInstance } from 'fastify';
import { startCrm, type RunningCrm } from '../crm/server';
import { closeOnSignals, fatal as fatalOf, loadOrExit } from '../schema/process';
import { loadConfig } from './config';

function fatal(message: string): never {
  return fatalOf('gateway', message);
}

async function main(): Promise<void> {
  const config = loadOrExit('gateway', () => loadConfig());

  let crm: RunningCrm | null = null;
  let app: FastifyInstance | null = null;
  // The gateway's modules load while the embedded CRM opens its storage: a restart is mostly
  // those two, and they overlap (docs/performance.md, row 5). Awaited below, so errors surface.
  const appModule = import('./app');
  appModule.catch(() => undefined);
  try {
    if (!config.crmUrl) {
      crm = await startCrm({
        host: '127.0.0.1',
        port: config.crmPort,
        apiKey: config.crmApiKey,
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        mail: config.mail,
        // One calendar for both processes: the CRM's "today" is the gateway's (SHOP_TIMEZONE).
        timeZone: config.shopTimezone,
        backup: config.backup,
        webhooks: config.webhooks,
        logger: {
          level: config.logLevel === 'debug' || config.logLevel === 'trace' ? config.logLevel : 'warn',
        },
      });
    }
    const crmUrl = config.crmUrl ?? (crm as RunningCrm).url;
    const { buildApp } = await appModule;
    app = await buildApp({ config, crmUrl });
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    // A locked data dir, a busy port, an unreachable database: say what, release what we hold.
    await app?.close().catch(() => undefined);
    await crm?.close().catch(() => undefined);
    fatal((err as Error).message);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const storage = crm
    ? `embedded CRM (${crm.db.kind}, ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`
    : 'remote CRM';
  console.log(`gateway: listening on http://${shown}:${port} (${storage})`);

  const running = app;
  closeOnSignals('gateway', () => running.close().then(() => crm?.close()));
}

main().catch((err: Error) => fatal(err.stack ?? err.message));
