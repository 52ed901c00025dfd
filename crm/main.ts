/**
 * `npm run crm`: the embedded CRM as a process of its own, for a gateway on another machine
 * or for running the contract suite against it (CRM_URL + CRM_API_KEY).
 */
import { ConfigError, loadConfig, type Config } from '../gateway/config';
import { startCrm } from './server';

const DEFAULT_PORT = 4000;

function fatal(message: string): never {
  console.error(`crm: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fatal(err.message);
    throw err;
  }
  // A key generated for this process would be unknown to every client: require one.
  if (!config.crmApiKeyFromEnv) fatal('CRM_API_KEY is not set. Set it to the key clients will send.');

  const crm = await startCrm({
    port: config.crmPort || DEFAULT_PORT,
    apiKey: config.crmApiKey,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    logger: { level: config.logLevel },
  }).catch((err: Error) => fatal(err.message));

  console.log(`crm: listening on ${crm.url} (storage: ${crm.db.kind})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal means the user does not want to wait for a clean close.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`crm: ${signal}, closing`);
    crm.close().then(
      () => process.exit(0),
      (err: Error) => fatal(`close failed: ${err.message}`),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: Error) => fatal(err.stack ?? err.message));
