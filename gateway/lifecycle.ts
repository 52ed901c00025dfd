/**
 * What both process entries (gateway/server.ts, crm/main.ts) do the same way: fail with one clear
 * line, read the config or stop, and close cleanly on SIGINT/SIGTERM.
 */
import { ConfigError, loadConfig, type Config } from './config';

export function fatal(service: string, message: string): never {
  console.error(`${service}: ${message}`);
  process.exit(1);
}

export function loadConfigOrExit(service: string): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fatal(service, err.message);
    throw err;
  }
}

/** Runs `close` on the first SIGINT/SIGTERM and exits 0; a second signal exits at once. */
export function closeOnSignals(service: string, close: () => Promise<unknown>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${service}: ${signal}, closing`);
    close().then(
      () => process.exit(0),
      (err: Error) => fatal(service, `close failed: ${err.message}`),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
