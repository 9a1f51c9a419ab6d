/** What the data-file choosers offer: the kinds of file the workbench reads. */
export const DATA_FILES =
  '.csv,.tsv,.txt,.parquet,.parq,.json,.jsonl,.ndjson,.gz,application/gzip,application/json,' +
  '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
