import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatDate, todayInIndia } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import {
  AGE_BAND_LABELS,
  CURRICULAR_GOALS,
  LEVEL_LABELS,
  competencyByCode,
  type Language,
} from '../shared/framework.ts';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';
import { termLabel, type HpcTerm } from '../shared/term.ts';
import { VOICE_ANSWER_PICTURES, VOICE_STATEMENT_KEYS, VOICE_STATEMENTS } from '../shared/voices.ts';
import { partB } from './hpc-levels.service.ts';
import { partAOf } from './part-a.service.ts';
import { currentTerm } from './term.ts';

/** Where Debian's fonts-noto-core keeps the Noto fonts of the Indian scripts. */
const FONT_DIRS = ['/usr/share/fonts/truetype/noto', '/usr/share/fonts/noto', '/usr/share/fonts/opentype/noto'];
const SCRIPT: Record<Exclude<Language, 'en'>, string> = { hi: 'Devanagari', kn: 'Kannada', ta: 'Tamil' };

/** The font file of a language's script, or null (the card is then drawn in English). */
function scriptFont(language: Language): string | null {
  if (language === 'en') return null;
  for (const dir of FONT_DIRS) {
    const file = path.join(dir, `NotoSans${SCRIPT[language]}-Regular.ttf`);
    if (existsSync(file)) return file;
  }
  return null;
}

const HEADINGS: Record<
  Language,
  {
    title: string;
    part: string;
    seen: string;
    suggested: string;
    about: string;
    final: string;
    narrative: string;
    feedback: string;
    self: string;
    peer: string;
  }
> = {
  en: {
    title: 'Holistic Progress Card',
    part: 'Part B, draft: levels the evidence suggests',
    seen: 'observations',
    suggested: 'suggested',
    about: 'Part A: about me',
    final: 'Part B: levels the teacher confirmed from the evidence',
    narrative: "The teacher's narrative",
    feedback: "The family's feedback",
    self: 'In my own words: I can…',
    peer: 'What my friend says of me',
  },
  hi: {
    title: 'समग्र प्रगति कार्ड',
    part: 'भाग ख, मसौदा: प्रमाण से सुझाए गए स्तर',
    seen: 'अवलोकन',
    suggested: 'सुझाया गया',
    about: 'भाग क: मेरे बारे में',
    final: 'भाग ख: प्रमाण से शिक्षक द्वारा पुष्टि किए गए स्तर',
    narrative: 'शिक्षक का विवरण',
    feedback: 'परिवार की प्रतिक्रिया',
    self: 'मेरे अपने शब्दों में: मैं कर सकता/सकती हूँ…',
    peer: 'मेरा दोस्त मेरे बारे में क्या कहता है',
  },
  kn: {
    title: 'ಸಮಗ್ರ ಪ್ರಗತಿ ಪತ್ರ',
    part: 'ಭಾಗ ಬಿ, ಕರಡು: ಪುರಾವೆ ಸೂಚಿಸುವ ಮಟ್ಟಗಳು',
    seen: 'ವೀಕ್ಷಣೆಗಳು',
    suggested: 'ಸೂಚಿಸಲಾಗಿದೆ',
    about: 'ಭಾಗ ಎ: ನನ್ನ ಬಗ್ಗೆ',
    final: 'ಭಾಗ ಬಿ: ಪುರಾವೆಯಿಂದ ಶಿಕ್ಷಕರು ದೃಢಪಡಿಸಿದ ಮಟ್ಟಗಳು',
    narrative: 'ಶಿಕ್ಷಕರ ವಿವರಣೆ',
    feedback: 'ಕುಟುಂಬದ ಪ್ರತಿಕ್ರಿಯೆ',
    self: 'ನನ್ನ ಮಾತಿನಲ್ಲಿ: ನಾನು ಮಾಡಬಲ್ಲೆ…',
    peer: 'ನನ್ನ ಗೆಳೆಯ ನನ್ನ ಬಗ್ಗೆ ಹೇಳುವುದು',
  },
  ta: {
    title: 'முழுமையான முன்னேற்ற அட்டை',
    part: 'பகுதி ஆ, வரைவு: சான்று பரிந்துரைக்கும் நிலைகள்',
    seen: 'கவனிப்புகள்',
    suggested: 'பரிந்துரை',
    about: 'பகுதி அ: என்னைப் பற்றி',
    final: 'பகுதி ஆ: சான்றிலிருந்து ஆசிரியர் உறுதிசெய்த நிலைகள்',
    narrative: 'ஆசிரியரின் விவரிப்பு',
    feedback: 'குடும்பத்தின் கருத்து',
    self: 'என் சொற்களில்: என்னால் முடியும்…',
    peer: 'என் நண்பர் என்னைப் பற்றிச் சொல்வது',
  },
};

/**
 * The Holistic Progress Card of a child for a term (the running one so far by default), as a PDF: every competency
 * of the child's age band under its curricular goal, at the level the teacher confirmed or, until then, the one its
 * evidence suggests ("not yet observed" when there is none, never Beginner), and how many observations it rests on.
 * Codes and dates are written in Helvetica, the framework's words in the language's script.
 */
export async function hpcDraftPdf(
  ctx: RequestContext,
  studentAdmissionId: number,
  asked: Language,
  module: string = M.OBSERVATIONS,
  term: HpcTerm = currentTerm(),
) {
  const portfolio = await partB(ctx, studentAdmissionId, module, term);
  const about = await partAOf(ctx, studentAdmissionId, module, term);
  const font = scriptFont(asked);
  const language: Language = font ? asked : 'en';
  const words = HEADINGS[language];
  const { default: PDFDocument } = await import('pdfkit'); // loaded when first needed
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${words.title} ${portfolio.name}` } });
  if (font) doc.registerFont('Script', font);
  const say = font ? 'Script' : 'Helvetica';
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(say).fontSize(18).text(words.title);
  // The family's copy is the published card, no longer a draft.
  doc
    .font(say)
    .fontSize(11)
    .text(module === M.MY_CHILD ? words.final : words.part);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`${portfolio.name} · ${formatDate(todayInIndia())}`);
  doc
    .font(say)
    .fontSize(10)
    .text(`${termLabel(term.key, language)} · ${AGE_BAND_LABELS[portfolio.band][language]}`);
  // Part A as the family wrote it, in their own words (whatever script they typed in).
  const height = about.heightCm == null ? '' : `${about.heightCm} cm`;
  const weight = about.weightKg == null ? '' : `${about.weightKg} kg`;
  const lines = [about.iLike, about.favouriteFood, about.favouriteGame, about.myFamily, height, weight];
  if (lines.some(Boolean)) {
    doc.moveDown(0.5);
    doc.font(say).fontSize(11).text(words.about);
    for (const line of lines.filter(Boolean))
      doc
        .font(font ? 'Script' : 'Helvetica')
        .fontSize(9)
        .text(line!);
  }
  doc.moveDown();
  for (const goal of CURRICULAR_GOALS) {
    const mine = portfolio.rows.filter((r) => r.goal === goal.code);
    if (mine.length === 0) continue;
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(11).text(goal.code, { continued: true });
    doc.font(say).text(` ${goal.title[language]}`);
    for (const row of mine) {
      // The confirmed level when the teacher gave one; otherwise the evidence's suggestion, said to be one.
      const level = row.confirmed
        ? LEVEL_LABELS[row.confirmed][language]
        : `${LEVEL_LABELS[row.suggested][language]} (${words.suggested})`;
      const title = competencyByCode(row.competency)?.title[language] ?? '';
      doc.font('Helvetica').fontSize(9).text(`${row.competency}  `, { continued: true });
      doc.font(say).text(`${title} — ${level}, ${row.evidence} ${words.seen}`);
    }
  }
  // The child's own answers to the "I can…" statements and a friend's about them, in the card's words.
  for (const [heading, kind, answers] of [
    [words.self, 'self', portfolio.selfInput],
    [words.peer, 'peer', portfolio.peerInput],
  ] as const) {
    const given = VOICE_STATEMENT_KEYS.filter((key) => answers[key]);
    if (given.length === 0) continue;
    doc.moveDown(0.5);
    doc.font(say).fontSize(11).text(heading);
    for (const key of given)
      doc
        .font(say)
        .fontSize(9)
        .text(`${VOICE_STATEMENTS[key][kind][language]} — ${VOICE_ANSWER_PICTURES[answers[key]!].words[language]}`);
  }
  // The teacher's narrative and the family's feedback, in the words they typed (whatever script).
  for (const [heading, words_] of [
    [words.narrative, portfolio.narrative],
    [words.feedback, portfolio.parentFeedback],
  ] as const) {
    if (!words_) continue;
    doc.moveDown(0.5);
    doc.font(say).fontSize(11).text(heading);
    doc.font(say).fontSize(9).text(words_);
  }
  doc.end();
  return { name: `progress-card-draft-${studentAdmissionId}-${term.key}.pdf`, file: await done };
}
