import type { Domain } from '../registry';

export const health: Domain = {
  // Touches the database, so "ok" means the CRM can actually serve requests.
  async ping(_body, { db }) {
    await db.query('SELECT 1');
    return { ok: true, storage: db.kind };
  },
};
