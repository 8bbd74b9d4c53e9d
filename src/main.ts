import { CommanderError } from 'commander';
import { buildProgram, jsonError } from './cli/program.ts';
import { describeError } from './cli/with-site.ts';

/**
 * Process entry: parse argv and run one CLI command; a failure is one line on stderr (JSON under
 * `--json`) and exit 1.
 */
const json = process.argv.includes('--json');
const program = buildProgram(json);
program.parseAsync(process.argv).catch((err: unknown) => {
  if (err instanceof CommanderError) process.exit(err.exitCode);
  process.stderr.write(json ? `${jsonError(describeError(err))}\n` : `svc: ${describeError(err)}\n`);
  process.exit(1);
});
