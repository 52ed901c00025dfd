/**
 * A throwaway PostgreSQL server on loopback, made the way .ci/run makes CI's: Debian's server
 * binaries (/usr/lib/postgresql/<version>/bin), a fresh cluster in a temporary directory, trust
 * authentication, its socket in that directory. Run as root, the cluster belongs to the postgres
 * user (initdb refuses root). Never the DATABASE_URL of the caller's shell: benches delete rows.
 * `fsync=off`: the cluster is thrown away, and bulk loads should not wait for the disk.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './crm-process';

export interface PgServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  version: string;
  stop(): void;
}

/** The newest installed server's bin directory, or null (then the PostgreSQL half is skipped). */
export function pgBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(base, versions[versions.length - 1], 'bin') : null;
}

export async function startPgServer(): Promise<PgServer | null> {
  const bin = pgBinaries();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', options, 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: bin.split('/').at(-2) ?? '?',
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
