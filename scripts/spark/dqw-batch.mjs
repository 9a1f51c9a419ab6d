/**
 * Runs a batch of `dqw` commands in one process, as the Spark suite's dqw side: the CLI's
 * prebuilt bundle (built here when a source is newer, as `bin/dqw.mjs` does), each command's
 * exit code and output printed as one JSON line the moment it ends, so the suite knows
 * which command a process that dies was running.
 *
 * `node scripts/spark/dqw-batch.mjs <file with a JSON array of argv arrays>`
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildCli, isStale, output } from '../build-cli.mjs';

if (isStale()) await buildCli();
const { main } = await import(pathToFileURL(output).href);
const batch = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const argv of batch) {
  let stdout = '';
  let stderr = '';
  const exit = await main(argv, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  process.stdout.write(JSON.stringify({ exit, stdout, stderr }) + '\n');
}
