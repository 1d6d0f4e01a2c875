import type { PatientLanguage } from '@paperless/core';
import { publicCall } from '../../lib/publicCall';

/** PUT /api/public/links/{token}/language: the link keeps the language the patient sees. */
export async function saveLinkLanguage(
  token: string,
  language: PatientLanguage,
): Promise<PatientLanguage> {
  const answer = await publicCall<{ language: PatientLanguage }>(
    `/api/public/links/${encodeURIComponent(token)}/language`,
    { method: 'PUT', body: JSON.stringify({ language }) },
  );
  return answer.language;
}
