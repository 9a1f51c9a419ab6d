/** The rule catalog: the one description of the language. */
export * from './spec';
export * from './rules';
export * from './params';
export * from './document';
export * from './formats';
export * from './spark-types';
