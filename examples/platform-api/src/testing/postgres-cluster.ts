import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Folder of Debian's PostgreSQL server binaries (`apt-get install postgresql`), if installed. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'pg_ctl')));
}

/**
 * A TCP port free on 127.0.0.1 now (the system's pick), for a cluster or a server: a fixed port
 * can be taken by whatever else runs beside the tests.
 */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A throwaway PostgreSQL cluster on 127.0.0.1, owned by the `postgres` user. */
export interface PostgresCluster {
  readonly url: string;
  stop(): void;
}

/** Starts a fresh cluster in a temp folder (initdb + pg_ctl, as user postgres when run as root). */
export function startPostgresCluster(bin: string, port: number): PostgresCluster {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asPostgres = (tool: string, args: string[]) => {
    const command = join(bin, tool);
    const root = process.getuid?.() === 0;
    execFileSync(root ? 'runuser' : command, root ? ['-u', 'postgres', '--', command, ...args] : args, {
      stdio: 'pipe',
    });
  };
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
