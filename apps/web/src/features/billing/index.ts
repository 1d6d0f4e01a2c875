// A clinic's billing: its plan, invoices and payments (routes.ts), plan change requests, and the
// gate that stops the console when the subscription lapses.
export { BillingGate } from './BillingGate';
export { PlanChangeRequestCard } from './PlanChangeRequestCard';
