import pg from 'pg';

/** The URL of database `name` on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs statements on the server of `adminUrl` through one short-lived connection. */
export async function onServer(adminUrl: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` (a copy of `template` when given). Copies of one template made at the
 * same moment by several test workers can meet "source database is being accessed": retried.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const statement = template
    ? `CREATE DATABASE "${name}" TEMPLATE "${template}"`
    : `CREATE DATABASE "${name}"`;
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(adminUrl, [statement]);
      return databaseUrl(adminUrl, name);
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Drops database `name`, closing whatever still holds it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onServer(adminUrl, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
}
