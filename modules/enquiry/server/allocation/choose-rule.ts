export interface RuleState {
  id: number;
  method: string;
  pincode: string | null;
  classId: number | null;
  counsellorId: number;
  assignedCount: number;
}

/**
 * Which rule takes a lead: a PIN code rule for its PIN code first, then a class rule for
 * its class, then the round-robin pool. Among several matches the one that has been
 * given the fewest leads wins (ties by id), which makes each group a round robin.
 */
export function chooseRule(
  rules: readonly RuleState[],
  lead: { pincode?: string | null; classId?: number | null },
): RuleState | null {
  const pick = (list: RuleState[]) => list.sort((a, b) => a.assignedCount - b.assignedCount || a.id - b.id)[0] ?? null;
  const byPin = rules.filter((r) => r.method === 'PIN code' && lead.pincode && r.pincode === lead.pincode);
  if (byPin.length) return pick(byPin);
  const byClass = rules.filter((r) => r.method === 'Class' && lead.classId && r.classId === lead.classId);
  if (byClass.length) return pick(byClass);
  return pick(rules.filter((r) => r.method === 'Round robin'));
}
