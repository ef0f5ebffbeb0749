/** How many favorites and bucket items the dashboard's side column lists. */
export const DASHBOARD_LIST_SIZE = 3;
