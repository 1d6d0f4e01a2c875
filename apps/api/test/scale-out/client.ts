import type { SinkMail } from './mail-sink.js';

/** Talks to one instance over HTTP, as a browser or the patient's phone does. */
export interface Answer {
  status: number;
  json: Record<string, unknown>;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The caller's own address, as the proxy in front reports it (X-Forwarded-For). */
  ip?: string;
}

/** The body is empty for a 204, and JSON otherwise; a bad JSON body is a test failure. */
export async function call(
  base: { url: string },
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

export async function signIn(
  base: { url: string },
  user: { email: string; password: string },
): Promise<string> {
  const answer = await call(base, 'POST', '/api/login', { body: user });
  if (answer.status !== 200 || typeof answer.json.token !== 'string')
    throw new Error(`sign-in on ${base.url} answered ${answer.status}`);
  return answer.json.token;
}

/** A submitted form's PDF as staff download it. */
export async function downloadPdf(
  base: { url: string },
  token: string,
  submissionId: string | number,
): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(
    `${base.url}/api/forms/pdf/download?url=${encodeURIComponent(`submission:${submissionId}`)}`,
    { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) },
  );
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The newest submission's PDF in a clinic's list, once its PDF is ready. */
export async function newestReadyPdf(
  base: { url: string },
  token: string,
): Promise<{ submission_id: number } | undefined> {
  const list = await call(base, 'GET', '/api/submitted-forms', { token });
  type File = { submission_id: number; status: string };
  const patients = (list.json.data as { patients: { files: File[] }[] }).patients;
  const file = patients[0]?.files[0];
  return file?.status === 'ready' ? file : undefined;
}

/** The patient link a sent e-mail carries (quoted-printable soft breaks undone). */
export function linkTokenIn(mail: SinkMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/form-fill\/([A-Za-z0-9_-]+)/.exec(body);
  if (!match?.[1]) throw new Error('no patient link in the mail');
  return match[1];
}

/** Runs `work` over the items, `width` at a time, in order of start. */
export async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
}

/** Polls until `check` answers a value (not undefined), or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Sends until the first 429; answers its position (1-based) and message. */
export async function firstRefusal(
  send: (n: number) => Promise<Answer>,
  most = 50,
): Promise<{ at: number; message: unknown }> {
  for (let n = 0; n < most; n++) {
    const answer = await send(n);
    if (answer.status === 429) return { at: n + 1, message: answer.json.message };
  }
  return { at: 0, message: undefined };
}

export function countBy(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}
