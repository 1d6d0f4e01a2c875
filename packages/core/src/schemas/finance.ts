// Dashboard and transactions: filled by the finance work.
export {};
