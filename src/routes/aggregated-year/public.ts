/**
 * The statistics routes' public face (`/data/2.5/aggregated/year`, `/month`, `/day`): their answers'
 * types and generator methods, as the package's main entry exports them.
 */
export type {
  DayStatistics,
  MonthStatistics,
  Statistics,
  StatisticsAnswer,
  StatisticsGroup,
  StatisticsSpread,
  TemperatureStatistics,
} from '../aggregated.js';
export type {
  DayStatisticsOptions,
  MonthStatisticsOptions,
  StatisticsMethods,
} from '../aggregated-generate.js';
