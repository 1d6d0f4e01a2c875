import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds patient data in every form (the embedded database and its WAL, sealed files,
 * the keyring), so only the server's own user may read or change it (Security II, finding 5):
 * the directory and every directory in it 0700, every file 0600.
 */
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/**
 * Files this process creates from now on are the owner's alone, whoever creates them: PGlite
 * writes its own files with the process umask, and a container often runs with umask 000.
 */
export function restrictUmask(): void {
  process.umask(0o077);
}

/** Makes DATA_DIR when missing and tightens what is already in it (a copy, an old install). */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  tighten(dataDir);
}

function tighten(dir: string): void {
  setMode(dir, DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) tighten(full);
    else if (entry.isFile()) setMode(full, FILE_MODE);
    // A symbolic link is left alone: chmod would follow it out of DATA_DIR.
  }
}

function setMode(target: string, mode: number): void {
  if ((lstatSync(target).mode & 0o777) !== mode) chmodSync(target, mode);
}
