/**
 * Files dqw reads differently from Spark, each recorded in docs/RULES.md §9 with why.
 * The test holds each to exactly its recorded difference, so a change either way shows.
 */
export const KNOWN_READING: Record<string, { why: string; differences: string[] }> = {};
