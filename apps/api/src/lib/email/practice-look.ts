import { practiceAddressLine, practiceContactLine } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import type { EmailLayout } from './layout.js';

/**
 * How a practice's e-mail looks, read at delivery (issue 20): its logo, phone, address and brand
 * colour as they are now, so a message queued before the owner changed them shows the new ones,
 * and the sealed outbox row never holds them.
 */
export async function practiceLookOf(
  db: DbExecutor,
  layout: EmailLayout | undefined,
): Promise<{ layout: EmailLayout | undefined; logoKey: string | null }> {
  const practice = layout?.practice;
  if (!practice) return { layout, logoKey: null };
  const row = await db
    .selectFrom('companies')
    .select(['logo_key', 'phone', 'address', 'address1', 'city', 'state', 'zip', 'brand_color'])
    .where('id', '=', practice.companyId)
    .executeTakeFirst();
  if (!row) return { layout, logoKey: null };
  return {
    layout: {
      ...layout,
      practice: {
        ...practice,
        contact: practiceContactLine(row.phone, practiceAddressLine(row)),
        brandColor: row.brand_color,
      },
    },
    logoKey: row.logo_key,
  };
}
