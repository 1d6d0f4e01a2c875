import { writeFile } from 'node:fs/promises';
import { servedDocument, TYPES_FILE, typesOf } from './document.js';

/** Writes schema.ts from the document the server serves: `npm run openapi:types`. */
await writeFile(TYPES_FILE, await typesOf(await servedDocument()));
process.stdout.write(`wrote ${TYPES_FILE}\n`);
