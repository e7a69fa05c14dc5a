import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The path of a PostgreSQL client program (pg_dump, pg_restore): the newest Debian install
 * (/usr/lib/postgresql/<version>/bin), whose pg_dump reads servers of that version and older, else PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', name)))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    if (versions.length) return path.join(root, versions[0]!, 'bin', name);
  }
  return name;
}
