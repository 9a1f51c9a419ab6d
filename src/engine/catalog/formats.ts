/**
 * Named `valid_format` patterns. This table is part of the contract with production:
 * it must equal `contract/formats.json`, production's own table (a test compares them).
 */
export const FORMATS: Readonly<Record<string, string>> = {
  email: '^[A-Za-z0-9._%+\\-]+@[A-Za-z0-9.\\-]+\\.[A-Za-z]{2,}$',
  uuid: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  phone: '^\\+?[0-9 ()\\-]{7,}$',
  integer: '^[-+]?\\d+$',
  decimal: '^[-+]?\\d+(\\.\\d+)?$',
  number: '^[-+]?\\d+(\\.\\d+)?$',
  percentage: '^[-+]?\\d+(\\.\\d+)?\\s*%?$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  timestamp: '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}:\\d{2}',
  ip: '^(\\d{1,3}\\.){3}\\d{1,3}$',
  ipv4: '^(\\d{1,3}\\.){3}\\d{1,3}$',
  url: '^https?://[^\\s]+$',
  boolean: '^(true|false|0|1|t|f|yes|no)$',
  alphanumeric: '^[A-Za-z0-9]+$',
  credit_card: '^\\d{13,19}$',
  cpf: '^\\d{11}$|^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$',
  cnpj: '^\\d{14}$|^\\d{2}\\.\\d{3}\\.\\d{3}/\\d{4}-\\d{2}$',
};

/** The format names, in the order of the spec. */
export const FORMAT_NAMES: readonly string[] = Object.keys(FORMATS);
