/**
 * `npm run crm`: the embedded CRM as a process of its own, for a gateway on another machine
 * or for running the contract suite against it (CRM_URL + CRM_API_KEY).
 */
import { closeOnSignals, fatal as fatalOf, loadConfigOrExit } from '../gateway/lifecycle';
import { startCrm } from './server';

const DEFAULT_PORT = 4000;

function fatal(message: string): never {
  return fatalOf('crm', message);
}

async function main(): Promise<void> {
  const config = loadConfigOrExit('crm');
  // A key generated for this process would be unknown to every client: require one.
  if (!config.crmApiKeyFromEnv) fatal('CRM_API_KEY is not set. Set it to the key clients will send.');

  const crm = await startCrm({
    port: config.crmPort || DEFAULT_PORT,
    apiKey: config.crmApiKey,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    logger: { level: config.logLevel },
    mail: config.mail,
    backup: config.backup,
  }).catch((err: Error) => fatal(err.message));

  console.log(`crm: listening on ${crm.url} (storage: ${crm.db.kind})`);

  closeOnSignals('crm', () => crm.close());
}

main().catch((err: Error) => fatal(err.stack ?? err.message));
