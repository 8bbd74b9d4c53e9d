import { COMMON_CONFIG_FILE, settingKeys, settingOf, settingProblem } from '../../config/site-config.ts';

/**
 * Throws the one-line reason `svc set-config` refuses to write `value` under `key` in `file`
 * (`common`: the common file): a key svc does not read (unless `force`, for an app's own keys),
 * a server key outside the common file, or a value the key cannot take. Nothing is written then.
 */
export function refuseSetting(key: string, value: unknown, target: { file: string; common: boolean; force: boolean }): void {
  const declared = settingOf(key);
  if (!declared) {
    if (target.force) return;
    const near = closestKey(key);
    const hint = near ? `did you mean ${near}?` : `the keys svc reads: ${settingKeys().join(', ')}`;
    throw new Error(`${key} is not a config key svc reads (${hint}); --force writes it anyway, for an app's own key`);
  }
  if (declared.scope === 'common' && !target.common) throw new Error(`${key} is read from ${COMMON_CONFIG_FILE} only: add --global (nothing written)`);
  const problem = settingProblem(key, value, target.file);
  if (problem) throw new Error(`${problem} (nothing written)`);
}

/** The declared key nearest to a mistyped one, when one is near enough to be what was meant. */
function closestKey(key: string): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of settingKeys()) {
    const distance = editDistance(key.toLowerCase(), candidate);
    if (!best || distance < best.distance) best = { key: candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(key.length / 4)) ? best.key : undefined;
}

/** Levenshtein distance: insertions, deletions and substitutions. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length];
}
