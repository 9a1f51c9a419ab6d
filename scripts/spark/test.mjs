/**
 * `npm run test:spark [-- --cases N] [vitest args]`: make the Spark test environments
 * (first run only), then run the Spark suite with every oracle started once.
 * SPARK_TESTS=skip skips it with one line; CI never sets it.
 */
import { spawnSync } from 'node:child_process';
import { oracles, ROOT, SparkEnvMissing } from './env.mjs';

if (process.env.SPARK_TESTS === 'skip') {
  console.log('Spark suite skipped (SPARK_TESTS=skip).');
  process.exit(0);
}
const args = process.argv.slice(2);
const env = { ...process.env };
for (const [flag, name] of [
  ['--cases', 'DQW_SPARK_CASES'],
  ['--seed', 'DQW_SPARK_SEED'],
]) {
  const at = args.indexOf(flag);
  if (at >= 0) {
    env[name] = args[at + 1];
    args.splice(at, 2);
  }
}
let list;
try {
  list = oracles((line) => console.log(line));
} catch (e) {
  console.error(e instanceof SparkEnvMissing ? e.message : e);
  process.exit(1);
}
env.DQW_SPARK_ORACLES = JSON.stringify(list);
const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.spark.config.ts', ...args], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
