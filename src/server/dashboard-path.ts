/**
 * Where the dashboard answers: light enough for the server to import at start
 * (the dashboard's own module, ./dashboard.js, is imported on the first request under the path).
 * @internal
 */
/** The dashboard's path; its assets and data live under it. @internal */
export const DASHBOARD_PATH = '/__weather-double/ui';

/** Whether `pathname` is the dashboard's or under it. @internal */
export function isDashboardPath(pathname: string): boolean {
  return pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
}
