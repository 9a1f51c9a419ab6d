/**
 * SQL quoting for the adapters: the engine's own quoting, under short names, so there
 * is one implementation of the rule "user text is never spliced raw".
 */
export { sqlIdent as ident, sqlString as literal } from '../../engine/sql/quote.ts';
