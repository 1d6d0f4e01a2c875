import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { leakOf, type Classified } from './matrix.js';
import type { Caller } from './world.js';

/** The matrix's judgement, on made-up answers: it must call a leak a leak. */
const marker = 'qzmarker';
const answer = (statusCode: number, body = '{}') =>
  ({ statusCode, body }) as LightMyRequestResponse;
const route = (cls: Classified['cls'], permission: string[] = []): Classified => ({
  method: 'GET',
  url: '/api/x/:id',
  public: false,
  permission,
  cls,
});
const caller = (over: Partial<Caller>): Caller => ({
  name: 'c',
  token: 't',
  userId: 1,
  kind: 'clinic',
  permissions: ['manage_forms'],
  reachesB: false,
  ...over,
});

describe('leakOf', () => {
  it('calls any success without a session or without the permission a leak', () => {
    const r = route({ scope: 'provider' }, ['manage_plans']);
    expect(leakOf(r, caller({ kind: 'anonymous' }), answer(200), marker)).toMatch(/session/);
    expect(leakOf(r, caller({}), answer(204), marker)).toMatch(/permission/);
    expect(leakOf(r, caller({}), answer(403), marker)).toBeNull();
  });

  it("calls a success on clinic B's id, or B's data in any answer, a leak", () => {
    const byId = route({ scope: 'clinic', param: 'form' }, ['manage_forms']);
    expect(leakOf(byId, caller({}), answer(200), marker)).toMatch(/acted on/);
    expect(leakOf(byId, caller({}), answer(404), marker)).toBeNull();
    expect(leakOf(byId, caller({ reachesB: true }), answer(200), marker)).toBeNull();
    const list = route({ scope: 'clinic' }, ['manage_forms']);
    expect(leakOf(list, caller({}), answer(200, '{"data":[]}'), marker)).toBeNull();
    expect(leakOf(list, caller({}), answer(200, `{"name":"${marker}"}`), marker)).toMatch(/shows/);
    const self = route({ scope: 'self' });
    expect(leakOf(self, caller({}), answer(200, `"${marker}"`), marker)).toMatch(/shows/);
  });
});
