// Subscription plans: the provider's table of plans, and their forms to add, edit and view.

/** The plans screen, its own chunk: loaded when first opened. */
export const loadPlansPage = () => import('./PlansPage').then((m) => m.PlansPage);
