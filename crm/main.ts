/**
 * `npm run crm`: the embedded CRM as a process of its own, for a gateway on another machine
 * or for running the contract suite against it (CRM_URL + CRM_API_KEY).
 */
import { closeOnSignals, fatal as fatalOf, loadOrExit } from '../schema/process';
import { loadCrmConfig } from './config';
import { startCrm } from './server';

function fatal(message: string): never {
  return fatalOf('crm', message);
}

async function main(): Promise<void> {
  const config = loadOrExit('crm', () => loadCrmConfig());
  // A key generated for this process would be unknown to every client: require one.
  if (!config.apiKey) fatal('CRM_API_KEY is not set. Set it to the key clients will send.');

  const crm = await startCrm({
    port: config.port,
    apiKey: config.apiKey,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    timeZone: config.shopTimezone,
    logger: { level: config.logLevel },
    mail: config.mail,
    backup: config.backup,
    webhooks: config.webhooks,
  }).catch((err: Error) => fatal(err.message));

  console.log(
    `crm: listening on ${crm.url} (storage: ${crm.db.kind}, shop time zone: ${config.shopTimezone})`,
  );

  closeOnSignals('crm', () => crm.close());
}

main().catch((err: Error) => fatal(err.stack ?? err.message));
