/**
 * `npm run volume [-- --orders 200000 --days 730 --clients 50000 --products 5000 --documents 2000]`:
 * loads a shop's real size (bench/seed-volume.ts) into the storage the product uses: the PGlite
 * data dir (DATA_DIR) or the PostgreSQL database of DATABASE_URL. Migrates and seeds a fresh one
 * first. The orders it holds are replaced; clients, products and documents are added up to the
 * sizes given. Then `npm start` on the same storage shows the product at that size.
 */
import { parseArgs } from 'node:util';
import { connect } from '../crm/db/connect';
import { migrate } from '../crm/db/migrate';
import { seedIfEmpty } from '../crm/db/seed';
import { fatal, loadOrExit } from '../schema/process';
import { loadCrmConfig } from '../crm/config';
import { DEFAULT_VOLUME, loadVolume, type VolumeSizes } from '../bench/seed-volume';

function sizes(): VolumeSizes {
  const { values } = parseArgs({
    options: Object.fromEntries(Object.keys(DEFAULT_VOLUME).map((k) => [k, { type: 'string' as const }])),
  });
  const chosen = { ...DEFAULT_VOLUME };
  for (const [key, raw] of Object.entries(values)) {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) fatal('volume', `--${key}: a whole number above 0, got «${raw}»`);
    chosen[key as keyof VolumeSizes] = n;
  }
  return chosen;
}

async function main() {
  const wanted = sizes();
  const config = loadOrExit('volume', () => loadCrmConfig());
  const db = await connect({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
  try {
    await migrate(db);
    await seedIfEmpty(db, config.shopTimezone);
    console.log(`volume: loading ${JSON.stringify(wanted)} into ${where}…`);
    const started = Date.now();
    const added = await loadVolume(db, wanted);
    console.log(
      `volume: ${added.orders} orders ${added.start}…${added.stop}, +${added.clients} clients, ` +
        `+${added.products} products, ${added.documents} stock documents in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: Error) => fatal('volume', err.stack ?? err.message));
