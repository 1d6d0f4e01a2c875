// Issue 20: the clinic owner's billing: plan, usage, invoices, pay now, plan change requests.
export {};
