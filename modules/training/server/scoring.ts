/** Auto-scoring of a multiple-choice paper: pure, so the rules are tested on their own. */

export interface AnswerKey {
  id: number;
  correctOption: number;
  marks: number;
}

export interface Score {
  score: number;
  maxScore: number;
  /** Whole percent, rounded down so a pass is never granted by rounding. */
  percent: number;
  passed: boolean;
}

export function scorePaper(
  key: readonly AnswerKey[],
  answers: Readonly<Record<string, number | null | undefined>>,
  passMarkPercent: number,
): Score {
  let score = 0;
  let maxScore = 0;
  for (const q of key) {
    maxScore += q.marks;
    if (answers[String(q.id)] === q.correctOption) score += q.marks;
  }
  const percent = maxScore === 0 ? 0 : Math.floor((score * 100) / maxScore);
  return { score, maxScore, percent, passed: percent >= passMarkPercent };
}
