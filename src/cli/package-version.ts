import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** svc's own version, from the package.json beside `src/` (the one `svc --version` prints). */
export function packageVersion(): string {
  // From the module's URL, which the build rewrites to this source file's (scripts/build.js).
  const file = fileURLToPath(new URL('../../package.json', import.meta.url));
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
  return typeof parsed.version === 'string' ? parsed.version : 'unknown';
}
