// PDFs in every script (issue 39): the one-page Notice of Privacy Practices with its Signature
// Certificate (pdf-size.ts), the patient's name and typed signature written in each script.
// Per script: the first render in the process (its font file read and parsed), then p50 and p95
// of the renders after it, and the file's size. Latin is the reference: a Latin-only PDF must
// stay within 10% of the 8.1 KB and the render time it had before the engine changed.
import { renderSubmissionPdf } from '@paperless/api/bench';
import { onePageInput } from './pdf-size.js';

/** A name in each script the PDFs print (the languages of apps/api's languages.test.ts). */
export const SCRIPT_NAMES: Readonly<Record<string, string>> = {
  Latin: 'Zelda Quimby',
  'Latin, every diacritic (Vietnamese)': 'Nguyễn Thị Hằng',
  Cyrillic: 'Иван Петров',
  Greek: 'Ελένη Παπαδοπούλου',
  'Han (Chinese)': '王小明',
  'Kana and kanji (Japanese)': '山田 はなこ',
  'Hangul (Korean)': '김민준',
  Arabic: 'محمد عبد الله',
  'Arabic (Urdu)': 'عائشہ خان',
  'Arabic (Persian)': 'زهرا محمدی',
  Hebrew: 'דוד כהן',
  'Devanagari (Hindi)': 'राजेश शर्मा',
  Bengali: 'রহিম উদ্দিন',
  'Gurmukhi (Punjabi)': 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
  Gujarati: 'અમિત પટેલ',
  Telugu: 'శ్రీనివాస్ రావు',
  Tamil: 'முருகன் செல்வம்',
  'Ethiopic (Amharic)': 'አበበ ከበደ',
  Emoji: 'Zelda 😀👍🏽',
};

export interface ScriptPdfResult {
  script: string;
  kb: number;
  firstMs: number;
  p50Ms: number;
  p95Ms: number;
}

export async function benchPdfScripts(count = 10): Promise<ScriptPdfResult[]> {
  const results: ScriptPdfResult[] = [];
  for (const [script, name] of Object.entries(SCRIPT_NAMES)) {
    const render = async () => {
      const started = performance.now();
      const bytes = await renderSubmissionPdf(onePageInput(name));
      return { ms: performance.now() - started, bytes };
    };
    const first = await render();
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push((await render()).ms);
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    results.push({
      script,
      kb: first.bytes.length / 1024,
      firstMs: first.ms,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
    });
  }
  return results;
}

export function pdfScriptLines(results: readonly ScriptPdfResult[]): string[] {
  return [
    'One-page PDF with its certificate, the name and typed signature in each script: first render in the process (font read), then p50 and p95 of 10 more.',
    '',
    '| script | KB | first ms | p50 ms | p95 ms |',
    '|---|--:|--:|--:|--:|',
    ...results.map(
      (r) =>
        `| ${r.script} | ${r.kb.toFixed(1)} | ${r.firstMs.toFixed(0)} | ${r.p50Ms.toFixed(1)} | ${r.p95Ms.toFixed(1)} |`,
    ),
  ];
}
