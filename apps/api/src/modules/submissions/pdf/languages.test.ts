import { FORM_TEMPLATE_IDS, FORM_TEMPLATES, type CustomFormField } from '@paperless/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { block, pdfInput } from '#test/pdf/pdf-inputs.js';
import { PDF_TOOLS_MISSING, popplerText, qpdfCheck } from '#test/pdf/outside-tools.js';
import { renderSubmissionPdf } from './render.js';
import { sampleSubmission } from './sample-values.js';

/**
 * Issue 39: the languages most spoken at home in the United States, and those of the clinics
 * that serve more, print as typed. Each language gives words and names of its own; fast-check
 * draws a patient's name, an answer, a clinic-written label and a typed signature from them,
 * puts them in one of the eleven templates or a builder form, and the PDF must be made, pass
 * `qpdf --check`, and give every word back through pdftotext (after NFC; right-to-left words in
 * logical order, as pdftotext gives them). Two things are left out of the comparison: a
 * zero-width non-joiner, which no font draws (the run is cut there instead), and brackets,
 * which a right-to-left line draws mirrored and readers give back as drawn.
 */
const LANGUAGES: Record<string, readonly string[]> = {
  Spanish: ['José', 'Muñoz', 'Peña', 'niño', 'corazón', 'años', 'Íñigo', '¿dolor?'],
  'Chinese (simplified)': ['王', '李', '张伟', '头痛', '过敏', '医院', '北京市'],
  'Chinese (traditional)': ['陳', '黃', '頭痛', '過敏', '醫院', '臺北', '藥物'],
  Tagalog: ['Maligayang', 'pagdating', 'sakit', 'ulo', 'Dela', 'Cruz', 'Santos', 'Niño'],
  Vietnamese: ['Nguyễn', 'Trần', 'Hằng', 'Hà', 'Nội', 'Tiếng', 'Việt', 'đau', 'đầu', 'Ngọc'],
  Arabic: ['محمد', 'عبد', 'الله', 'فاطمة', 'مرحبا', 'سنة', 'صداع', 'حساسية', 'لا', 'تبني'],
  French: ['François', 'Hélène', 'Lefèvre', 'cœur', 'maux', 'tête', 'Noël', 'ça'],
  Korean: ['김', '이', '박민준', '두통', '알레르기', '서울'],
  Russian: ['Иван', 'Петров', 'Наталья', 'головная', 'боль', 'аллергия', 'Щукин', 'Юлия'],
  'Haitian Creole': ['Jean-Baptiste', 'Pierre', 'Bonjou', 'tèt', 'fè', 'mal', 'maladi', 'kò'],
  German: ['Müller', 'Straße', 'Jürgen', 'Kopfschmerzen', 'Größe', 'Weiß'],
  Hindi: ['नमस्ते', 'क्षत्रिय', 'हिन्दी', 'सिरदर्द', 'राजेश', 'प्रिया', 'शर्मा'],
  Portuguese: ['João', 'Conceição', 'Gonçalves', 'dor', 'cabeça', 'coração', 'Brasília'],
  Italian: ['Giuseppe', 'Niccolò', 'Lucà', 'mal', 'testa', 'perché', 'città'],
  Polish: ['Łukasz', 'Wróbel', 'Zażółć', 'gęślą', 'jaźń', 'ból', 'głowy', 'Małgorzata'],
  Urdu: ['پاکستان', 'اردو', 'ڈاکٹر', 'گھر', 'سر', 'درد', 'عائشہ', 'ٹیلیفون'],
  Bengali: ['বাংলা', 'ভাষা', 'মাথাব্যথা', 'রহিম', 'স্বাস্থ্য', 'ঢাকা'],
  Punjabi: ['ਪੰਜਾਬੀ', 'ਸਿਰਦਰਦ', 'ਗੁਰਪ੍ਰੀਤ', 'ਸਿੰਘ', 'ਹਸਪਤਾਲ'],
  Gujarati: ['ગુજરાતી', 'માથાનો', 'દુખાવો', 'પટેલ', 'અમદાવાદ', 'સ્વાસ્થ્ય'],
  Telugu: ['తెలుగు', 'తలనొప్పి', 'శ్రీనివాస్', 'హైదరాబాద్', 'ఆరోగ్యం'],
  Tamil: ['தமிழ்', 'தலைவலி', 'முருகன்', 'சென்னை', 'மருத்துவமனை'],
  Japanese: ['山田', '花子', 'やまだ', 'ヤマダ', '頭痛', 'アレルギー', '東京都'],
  Greek: ['Ελένη', 'Παπαδοπούλου', 'πονοκέφαλος', 'Αθήνα', 'Γιώργος'],
  Hebrew: ['שלום', 'שָׁלוֹם', 'כהן', 'דוד', 'כאב', 'ראש', 'ירושלים'],
  Persian: ['فارسی', 'می‌خواهم', 'سردرد', 'تهران', 'زهرا', 'پژوهش', 'گوش'],
  Amharic: ['አማርኛ', 'ራስ', 'ምታት', 'አበበ', 'ከበደ', 'አዲስ'],
  Emoji: ['😀', '👍🏽', '❤️', '👨‍👩‍👧', '🤒'],
  // One line in several scripts and directions, with numbers: the bidirectional order.
  Mixed: ['Dana', 'محمد', '35', 'שלום', 'नमस्ते', '王', '(Mohammed)', 'Nguyễn', '😀'],
};

const templateOf = (id: number) => FORM_TEMPLATES[id as keyof typeof FORM_TEMPLATES];

/** The first text question a patient sees on a template, unconditioned. */
function textQuestion(id: number): string | undefined {
  return templateOf(id).fields.find(
    (f) => (f.type === 'text' || f.type === 'textarea') && !f.showIf,
  )?.name;
}

/** Whether the form asks for a signature (Medical History, for one, does not). */
const signs = (id: number) =>
  id === BUILDER || templateOf(id).fields.some((f) => f.type === 'signature');

const BUILDER = -1;

function submission(
  form: number,
  words: { name: string; answer: string; label: string; signature: string },
) {
  const signature = { kind: 'typed', text: words.signature, font: 'Caveat' };
  const patient = { name: words.name, dob: '1980-02-29' };
  if (form === BUILDER) {
    const fields: CustomFormField[] = [
      block('answer', 'textarea', { label: words.label }),
      block('sig', 'signature', { label: 'Signature' }),
    ];
    return pdfInput({
      form: { kind: 'custom', title: 'Intake', version: 1, fields },
      patient,
      values: { answer: words.answer, sig: signature },
    });
  }
  const template = templateOf(form);
  const values = { ...sampleSubmission(template, [signature]).values };
  const question = textQuestion(form);
  if (question) values[question] = words.answer;
  return pdfInput({ form: { kind: 'template', template }, patient, values });
}

const wordsOf = (pool: readonly string[], most: number) =>
  fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: most }).map((w) => w.join(' '));

describe.skipIf(PDF_TOOLS_MISSING.length > 0)('renderSubmissionPdf: every patient’s words', () => {
  it.each(Object.entries(LANGUAGES))('prints %s as typed, and reads it back', async (_, pool) => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          form: fc.constantFrom(BUILDER, ...FORM_TEMPLATE_IDS),
          name: wordsOf(pool, 3),
          answer: wordsOf(pool, 6),
          label: wordsOf(pool, 3),
          signature: wordsOf(pool, 2),
        }),
        async ({ form, ...words }) => {
          const bytes = await renderSubmissionPdf(submission(form, words));
          const check = await qpdfCheck(bytes);
          expect(check.ok, check.output).toBe(true);
          const comparable = (t: string) => t.replace(/[\u200C()]/g, '');
          const text = comparable(await popplerText(bytes));
          const printed = [words.name];
          if (signs(form)) printed.push(words.signature);
          if (form === BUILDER) printed.push(words.label, words.answer);
          else if (textQuestion(form)) printed.push(words.answer);
          for (const word of comparable(printed.join(' ').normalize('NFC')).split(' ')) {
            expect(text, `"${word}" in form ${form}`).toContain(word);
          }
          expect(text).not.toContain('[unsupported characters]');
        },
      ),
      { numRuns: 4 },
    );
  });
});
