// A clinic's billing: its plan, invoices and payments, plan change requests, and the gate that
// stops the console when the subscription lapses.
export { BillingGate } from './BillingGate';
export { PlanChangeRequestCard } from './PlanChangeRequestCard';

/** The billing screen, its own chunk: loaded when first opened. */
export const loadBillingPage = () => import('./BillingPage').then((m) => m.BillingPage);
