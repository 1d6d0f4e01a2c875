import { privacyAcknowledgmentTemplate, recordsReleaseTemplate } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { draftErrors, draftKey, templateWording, toPayload, withFee } from './customizeDraft';

const practice = { name: 'Sunrise', state: null };
const draft = { title: 'Mine', notice: null, hidden: [], fee: '', signature: false };

describe('the customize draft', () => {
  it('sends the template’s own wording as none, so it keeps following the practice', () => {
    const own = templateWording(recordsReleaseTemplate, practice, '$3');
    const { body } = toPayload(
      { ...draft, notice: own, fee: '$3' },
      recordsReleaseTemplate,
      practice,
      undefined,
    );
    expect(body.customization).toEqual({
      notice: null,
      hidden: [],
      records_fee: '$3',
      added: [],
      signature: false,
    });
  });

  it('drops empty paragraphs and maps the sent ones back to the editor', () => {
    const { body, sentFrom } = toPayload(
      { ...draft, notice: ['One', ' ', 'Two '] },
      recordsReleaseTemplate,
      practice,
      4,
    );
    expect(body).toMatchObject({ company_id: 4, customization: { notice: ['One', 'Two'] } });
    expect(draftKey('customization.notice.1', sentFrom)).toBe('notice.2');
    expect(draftKey('customization.hidden', sentFrom)).toBe('hidden');
    expect(draftKey('something.else', sentFrom)).toBeUndefined();
  });

  it('lets untouched paragraphs follow the fee, and keeps rewritten ones', () => {
    const start = templateWording(recordsReleaseTemplate, practice, '');
    const next = withFee(
      { ...draft, notice: ['Mine', ...start.slice(1)] },
      '$9',
      recordsReleaseTemplate,
      practice,
    );
    expect(next.notice?.[0]).toBe('Mine');
    expect(next.notice?.[3]).toContain('{records_fee}');
  });

  it('sends no fee for a template without one, and checks like the server', () => {
    const { body } = toPayload({ ...draft, fee: '$9' }, privacyAcknowledgmentTemplate, practice, 1);
    expect(body.customization.records_fee).toBeNull();
    expect(
      draftErrors(
        { ...draft, title: ' ', hidden: ['signature_patient'] },
        recordsReleaseTemplate,
        practice,
      ),
    ).toHaveProperty('title');
    expect(
      Object.keys(
        draftErrors({ ...draft, hidden: ['signature_patient'] }, recordsReleaseTemplate, practice),
      ),
    ).toEqual(['hidden']);
  });
});
