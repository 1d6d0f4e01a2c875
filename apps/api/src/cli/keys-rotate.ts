// Placeholder: filled in by the keys-rotate work of issue 7.
console.error('not built yet');
process.exit(1);
