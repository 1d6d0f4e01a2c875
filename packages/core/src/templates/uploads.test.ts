import { describe, expect, it } from 'vitest';
import { uploadAnswerSchema } from './upload-schemas.js';
import { isUploadAnswer } from './uploads.js';

const id = '3f2b8c1e-7a4d-4b6e-9c2a-1d5e8f7a6b3c';

// isUploadAnswer (no zod, the patient's first load) must answer as the schema does.
const cases: [string, unknown, boolean][] = [
  ['a v4 id', { upload_id: id }, true],
  ['an upper-case id', { upload_id: id.toUpperCase() }, true],
  ['a v7 id', { upload_id: '01890a5d-ac96-774b-bcce-b302099a8057' }, true],
  ['the nil id', { upload_id: '00000000-0000-0000-0000-000000000000' }, true],
  ['the max id', { upload_id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' }, true],
  ['with other keys', { upload_id: id, name: 'card.jpg' }, true],
  ['version 0', { upload_id: '3f2b8c1e-7a4d-0b6e-9c2a-1d5e8f7a6b3c' }, false],
  ['version 9', { upload_id: '3f2b8c1e-7a4d-9b6e-9c2a-1d5e8f7a6b3c' }, false],
  ['a wrong variant', { upload_id: '3f2b8c1e-7a4d-4b6e-7c2a-1d5e8f7a6b3c' }, false],
  ['no dashes', { upload_id: id.replaceAll('-', '') }, false],
  ['a trailing space', { upload_id: `${id} ` }, false],
  ['a number', { upload_id: 7 }, false],
  ['no id', { id }, false],
  ['the id alone', id, false],
  ['an array', [{ upload_id: id }], false],
  ['null', null, false],
];

describe('isUploadAnswer', () => {
  it.each(cases)('%s', (_name, value, valid) => {
    expect(isUploadAnswer(value)).toBe(valid);
    expect(uploadAnswerSchema.safeParse(value).success).toBe(valid);
  });
});
