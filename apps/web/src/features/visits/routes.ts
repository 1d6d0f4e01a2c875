// The front desk's visits (issue 16): the day's appointments and their links.

/** The visits screen, its own chunk: loaded when first opened. */
export const loadVisitsPage = () => import('./VisitsPage').then((m) => m.VisitsPage);
