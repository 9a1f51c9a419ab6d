#!/usr/bin/env node
// `dqw` launcher: runs the prebuilt bundle (.dqw-build/dqw.mjs, built by `npm install` or
// here, on the first run after a source changed), so no TypeScript is compiled per run.
// Where the bundle cannot be built (a read-only install), the sources run through tsx.
// Exit code: see `dqw help`.
import { pathToFileURL } from 'node:url';
import { buildCli, isStale, output } from '../scripts/build-cli.mjs';

async function load() {
  try {
    if (isStale()) await buildCli();
    return await import(pathToFileURL(output).href);
  } catch {
    const { register } = await import('tsx/esm/api');
    register();
    return import(new URL('../src/cli/main.ts', import.meta.url).href);
  }
}

const { main } = await load();
process.exitCode = await main(process.argv.slice(2));
