import { loadConfig } from '../config.js';
import { prepareDatabase, type PreparedDatabase } from '../db/prepare.js';
import { verifyAuditChain, sealAuditLog } from '../modules/audit-log/index.js';

/**
 * `npm run audit:verify`: seals what the server has not sealed yet, then recomputes the audit
 * log's hash chain from the stored rows and says whether it is intact; exit code 1 on a break,
 * 2 when the database cannot be opened.
 */
const STALE_UNSEALED_MS = 60_000;

const config = loadConfig();
let database: PreparedDatabase;
try {
  database = await prepareDatabase(config);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (!config.databaseUrl) {
    // The embedded database belongs to one process at a time.
    console.error(
      'The embedded database can be checked only while the server is stopped: stop it, run ' +
        'npm run audit:verify, then start it again. (With PostgreSQL it can run at any time.)',
    );
  }
  process.exit(2);
}

try {
  // Sealing is safe beside a running server's sealer (they take turns on one lock). If it
  // fails, the chain so far is still worth checking: warn and go on.
  try {
    const sealed = await sealAuditLog(database.db);
    if (sealed > 0) console.log(`Sealed ${sealed} row(s) that were not sealed yet`);
  } catch (error) {
    console.warn(
      `Warning: could not seal new rows (${error instanceof Error ? error.message : error})`,
    );
  }
  const report = await verifyAuditChain(database.db);
  if (report.intact) {
    console.log(`Audit log: ${report.rows} rows, chain intact`);
    if (report.head) {
      console.log(
        `Newest row: seq ${report.head.seq}, hash ${report.head.hash} ` +
          '(keep this line elsewhere: it also proves later that no newest rows were removed)',
      );
    }
  } else {
    console.error(
      `Audit log: chain BROKEN at seq ${report.firstBrokenSeq ?? '?'}: ${report.reason}` +
        ` (${report.rows} rows before it are intact)`,
    );
    process.exitCode = 1;
  }
  const { unsealed } = report;
  if (unsealed.oldestAt && Date.now() - unsealed.oldestAt.getTime() > STALE_UNSEALED_MS) {
    console.warn(
      `Warning: ${unsealed.rows} row(s) are not sealed, the oldest written at ` +
        `${unsealed.oldestAt.toISOString()}: they are outside the chain until sealed.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await database.close();
}
