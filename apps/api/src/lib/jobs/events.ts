import type { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';

/**
 * Something that happened which other features act on (issue 35): `link.completed` and the
 * events to come. The feature where it happens declares the type and records it; what is done
 * about it is listed in one place (apps/api/src/jobs), never called from the feature itself.
 */
export interface EventType<P> {
  name: string;
  /** Checks a stored payload before any handler sees it. Ids and times only, no patient data. */
  payload: z.ZodType<P>;
}

export const eventType = <P>(name: string, payload: z.ZodType<P>): EventType<P> => ({
  name,
  payload,
});

/**
 * Records an event in the caller's transaction (a transactional outbox): it exists exactly when
 * what it tells of does, and the job runner (runner.ts) hands it to its handlers after the
 * commit, on whichever instance claims it. `key` names what it is about; recording the same
 * event of the same key twice keeps one.
 */
export async function recordEvent<P>(
  trx: DbExecutor,
  type: EventType<P>,
  key: string,
  payload: P,
): Promise<void> {
  await trx
    .insertInto('jobs')
    .values({ name: type.name, key, payload: JSON.stringify(type.payload.parse(payload)) })
    .onConflict((oc) => oc.columns(['name', 'key']).doNothing())
    .execute();
}
