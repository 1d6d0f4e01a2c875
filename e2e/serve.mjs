// Starts the built app for the browser tests on a throw-away data directory with the demo data.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(dataDir, { recursive: true, force: true });
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/dist/main.js');
await import(pathToFileURL(main).href);
