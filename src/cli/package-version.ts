import fs from 'node:fs';
import path from 'node:path';

/** svc's own version, from the package.json beside `src/` (the one `svc --version` prints). */
export function packageVersion(): string {
  const file = path.resolve(import.meta.dirname, '..', '..', 'package.json');
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : 'unknown';
}
