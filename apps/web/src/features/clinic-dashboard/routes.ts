// The clinic portal's dashboard: today's figures, the month's summary, the latest completions.

/** The clinic's dashboard screen, its own chunk: loaded when first opened. */
export const loadClientDashboardPage = () =>
  import('./ClientDashboardPage').then((m) => m.ClientDashboardPage);
