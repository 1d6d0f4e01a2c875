import type { FastifyRequest } from 'fastify';
import { bodyEmail, byIp, rateLimit } from './index.js';
import { RATE_RULES as R } from './rules.js';

export { RATE_RULES } from './rules.js';

const linkToken = (request: FastifyRequest) => (request.params as { token?: string }).token;
const pairOf = (email: string | undefined, ip: string) =>
  email === undefined ? undefined : `${email} ${ip}`;

/** The preHandlers of each limited route, so a route file adds one line: `preHandler: limits.x`. */
export const limits = {
  login: [
    rateLimit({ ...R.loginIp, key: byIp }),
    rateLimit({ ...R.loginEmail, key: (request) => pairOf(bodyEmail()(request), byIp(request)) }),
  ],
  mfa: [rateLimit({ ...R.mfaIp, key: byIp })],
  loginChallenge: [rateLimit({ ...R.loginChallengeIp, key: byIp })],
  loginUnlock: [rateLimit({ ...R.loginUnlockIp, key: byIp })],
  forgotPassword: [
    rateLimit({ ...R.forgotIp, key: byIp }),
    rateLimit({ ...R.forgotEmail, key: bodyEmail() }),
  ],
  passwordReset: [rateLimit({ ...R.resetIp, key: byIp })],
  linkOpen: [rateLimit({ ...R.linkIp, key: byIp })],
  linkSubmit: [
    rateLimit({ ...R.submitIp, key: byIp }),
    rateLimit({ ...R.submitToken, key: linkToken }),
  ],
  linkSendAgain: [
    rateLimit({ ...R.sendAgainIp, key: byIp }),
    rateLimit({ ...R.sendAgainToken, key: linkToken }),
  ],
  linkUpload: [
    rateLimit({ ...R.uploadIp, key: byIp }),
    rateLimit({ ...R.uploadToken, key: linkToken }),
  ],
  signup: [rateLimit({ ...R.signupIp, key: byIp })],
  signupChallenge: [rateLimit({ ...R.signupChallengeIp, key: byIp })],
  signupActivate: [rateLimit({ ...R.signupActivateIp, key: byIp })],
  signupCheck: [
    rateLimit({ ...R.signupIp, key: byIp }),
    rateLimit({ ...R.signupCheckIp, key: byIp }),
  ],
};
