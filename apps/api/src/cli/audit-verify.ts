// Placeholder: filled in by the audit-verify work of issue 7.
console.error('not built yet');
process.exit(1);
