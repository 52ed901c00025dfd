/**
 * What both process entries (gateway/server.ts, crm/main.ts) do the same way: fail with one clear
 * line, read their config or stop, and close cleanly on SIGINT/SIGTERM. Here rather than in
 * either side because neither may import the other (eslint.config.js, import boundaries).
 */
import { ConfigError } from './env';

export function fatal(service: string, message: string): never {
  console.error(`${service}: ${message}`);
  process.exit(1);
}

/** The process's config, or one line saying which setting is wrong and exit 1. */
export function loadOrExit<T>(service: string, load: () => T): T {
  try {
    return load();
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
