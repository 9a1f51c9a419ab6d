/**
 * Peak memory of everything a bench starts: the RSS of every process descending from this
 * one (Chromium and its helpers; dqw, its Python and Spark's JVM), sampled while it runs.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** RSS in MB of every process descending from this one. */
export function treeRssMb(): number {
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    let p = parent.get(pid);
    while (p !== undefined && p !== process.pid && p > 1) p = parent.get(p);
    if (p === process.pid) total += bytes;
  }
  return total / 1024 / 1024;
}

/** Times `work` (which returns its seconds) while sampling the tree's memory every 250 ms. */
export async function sampled(
  work: () => Promise<number>,
): Promise<{ seconds: number; peakMb: number }> {
  let peak = treeRssMb();
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb())), 250);
  try {
    const seconds = await work();
    return { seconds, peakMb: Math.max(peak, treeRssMb()) };
  } finally {
    clearInterval(timer);
  }
}
