import type { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { testEngine } from './database.js';
import { leasePglite } from './pglite-pool.js';

// The pool lends instances of the run's migrated PGlite dump; on PostgreSQL there is none.
describe.skipIf(testEngine === 'postgres')('the worker pool of embedded test databases', () => {
  const readDump = async () => new Blob([await readFile(inject('testDatabase')!)]);

  async function companies(pglite: PGlite) {
    const { rows } = await pglite.query<{ n: number }>('select count(*)::int as n from companies');
    return rows[0]!.n;
  }

  /**
   * Earlier files of this worker may have left instances idle (two at most): held here, they
   * leave the idle list empty, so what a test gives back is what it is lent next.
   */
  async function holdIdle() {
    const held = [await leasePglite(readDump), await leasePglite(readDump)];
    return () => Promise.all(held.map((lease) => lease.giveBack()));
  }

  it('lends an instance again only after putting back its rows and sequences', async () => {
    const release = await holdIdle();
    const first = await leasePglite(readDump);
    const before = await companies(first.pglite);
    const { rows } = await first.pglite.query<{ id: number }>(
      "insert into companies (name) values ('Left behind') returning id",
    );
    // Every restore also empties the audit log, whose trigger refuses TRUNCATE to everyone else.
    await first.giveBack();

    const second = await leasePglite(readDump);
    expect(second.reused).toBe(true);
    expect(await companies(second.pglite)).toBe(before);
    const again = await second.pglite.query<{ id: number }>(
      "insert into companies (name) values ('Next file') returning id",
    );
    expect(again.rows[0]!.id).toBe(rows[0]!.id);
    await second.giveBack();
    await release();
  });

  it('refuses every call through a returned instance', async () => {
    const lease = await leasePglite(readDump);
    await lease.giveBack();
    await expect(lease.pglite.query('select 1')).rejects.toThrow('PGlite is closed');
    expect(lease.pglite.closed).toBe(true);
  });

  it('closes an instance whose schema a file changed, and lends a fresh one next', async () => {
    const release = await holdIdle();
    const lease = await leasePglite(readDump);
    await lease.pglite.exec('create table left_over (id int)');
    await lease.giveBack();

    const next = await leasePglite(readDump);
    expect(next.reused).toBe(false);
    const { rows } = await next.pglite.query("select to_regclass('left_over') as found");
    expect(rows).toEqual([{ found: null }]);
    await next.giveBack();
    await release();
  });
});
