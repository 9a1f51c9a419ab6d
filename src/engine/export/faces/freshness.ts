import { isTemporalType } from '../../catalog';
import { sparkCol } from '../spark';
import type { ExportFace } from './face';
import { metricLevels } from './levels';

/**
 * `freshness`: seconds from now to the newest value. Microsecond arithmetic keeps the
 * fraction; set `spark.sql.session.timeZone` to UTC so naive timestamps read as UTC.
 */
export const freshnessFace: ExportFace = {
  types: ['freshness'],
  spark: (rule, ctx) => {
    const c = sparkCol(rule.columns[0], ctx.columns);
    const ts =
      c.info && isTemporalType(c.info.duckdbType) && !/^DATE$/i.test(c.info.duckdbType)
        ? c.sql
        : `CAST(${c.sql} AS TIMESTAMP)`;
    return {
      kind: 'metric',
      value: `(unix_micros(current_timestamp()) - unix_micros(max(${ts}))) / 1000000.0`,
      levels: metricLevels(rule, true),
      unit: 'seconds',
    };
  },
};
