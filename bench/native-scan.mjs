// The baseline the bench compares `dqw validate` with: a fresh Node process with native
// DuckDB that loads the CSV into a table and scans every column once.
import { DuckDBInstance } from '@duckdb/node-api';

const file = process.argv[2];
const instance = await DuckDBInstance.create(':memory:');
const conn = await instance.connect();
const path = `'${file.replace(/'/g, "''")}'`;
await conn.run(`CREATE TABLE t AS SELECT * FROM read_csv(${path})`);
const reader = await conn.runAndReadAll('SELECT count(*) AS n, max(COLUMNS(*)) FROM t');
console.log(String(reader.getRows()[0][0]));
