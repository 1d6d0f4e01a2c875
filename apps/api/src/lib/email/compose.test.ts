import { describe, expect, it } from 'vitest';
import { composeEmail } from './compose.js';

const STOP = 'https://app.test/reminders/stop/1.ab';
const base = { from: 'Paperless Clinic <mail@clinic.test>', subject: 's', text: 'Hello' };
const practice = { name: 'North Clinic', companyId: 1 };

describe('composeEmail', () => {
  it('names the practice as the sender at the configured address', async () => {
    expect((await composeEmail({ ...base, layout: { practice } })).from).toEqual({
      name: 'North Clinic via Paperless Clinic',
      address: 'mail@clinic.test',
    });
    expect((await composeEmail(base)).from).toBe(base.from);
    const bare = await composeEmail({ ...base, from: 'mail@clinic.test', layout: { practice } });
    expect(bare.from).toEqual({
      name: 'North Clinic via Paperless Clinic',
      address: 'mail@clinic.test',
    });
  });

  it('adds List-Unsubscribe when there is a stop link, and its POST only for one click', async () => {
    const page = await composeEmail({
      ...base,
      layout: { unsubscribe: { url: STOP, oneClick: false } },
    });
    expect(page.list).toEqual({ unsubscribe: STOP });
    expect(page.headers).toBeUndefined();
    const oneClick = await composeEmail({
      ...base,
      layout: { unsubscribe: { url: STOP, oneClick: true } },
    });
    expect(oneClick.headers).toEqual({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect((await composeEmail(base)).list).toBeUndefined();
  });
});
