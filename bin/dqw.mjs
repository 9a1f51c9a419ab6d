#!/usr/bin/env node
// `dqw` launcher: registers tsx so the TypeScript sources run as they are (no build step),
// then hands over to src/cli/main.ts. Exit code: see `dqw help`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import(new URL('../src/cli/main.ts', import.meta.url).href);
process.exitCode = await main(process.argv.slice(2));
