// The CI gate on page weight, run by `npm test` after the build: fails when a page's first-load
// JavaScript passes its budget (or, for a page still over budget, its recorded ceiling). Sizes
// are byte counts of the build output, the same on every machine, unlike timings.
import { measureAll, sizeTable } from './firstLoad.js';

const sizes = measureAll();
console.log(sizeTable(sizes));
const failures = sizes.filter((s) => s.jsKb > (s.ceilingKb ?? s.budgetKb));
for (const s of sizes.filter((s) => !s.ok && s.ceilingKb !== undefined && s.jsKb <= s.ceilingKb))
  console.log(`note: ${s.page} is over its ${s.budgetKb} KB budget (ceiling ${s.ceilingKb} KB)`);
for (const s of failures)
  console.error(
    `FAIL: ${s.page} loads ${s.jsKb} KB gz of JavaScript, over its limit of ${s.ceilingKb ?? s.budgetKb} KB`,
  );
if (failures.length > 0) {
  console.error('Find what grew with: node --import tsx bench/src/web/analyze.ts "<page>"');
  process.exit(1);
}
console.log('page budgets: ok');
