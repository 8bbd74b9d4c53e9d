import { CommanderError } from 'commander';
import { buildProgram } from './cli/program.ts';
import { describeError } from './cli/with-site.ts';

/** Process entry: parse argv and run one CLI command; a failure is one line on stderr and exit 1. */
const program = buildProgram();
program.parseAsync(process.argv).catch((err: unknown) => {
  if (err instanceof CommanderError) process.exit(err.exitCode);
  process.stderr.write(`svc: ${describeError(err)}\n`);
  process.exit(1);
});
