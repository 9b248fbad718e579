import type { OwnerRule } from './declarations.ts';

/**
 * A relationship one module declares and another owns. A child's record (students) reaches the teachers of the
 * child's class, but who teaches which class is academics' to say, and academics builds on students: the
 * record's audience names the relation, and the module that owns it provides the rule once at start.
 */
type RuleFor = (column: string) => OwnerRule;

const provided = new Map<string, RuleFor>();

/** Provides the named relation: how a row's `column` links to the accounts it reaches. */
export function provideRelation(name: string, ruleFor: RuleFor): void {
  provided.set(name, ruleFor);
}

/** The relations declared but provided by no module: the portal refuses to start with one. */
const declared = new Set<string>();
export function relationsNotProvided(): string[] {
  return [...declared].filter((name) => !provided.has(name));
}

/** An owner rule on `column` whose link is the named relation, resolved when first applied. */
export function relation(name: string, column: string): OwnerRule {
  declared.add(name);
  let resolved: OwnerRule | undefined;
  const rule = (): OwnerRule => {
    const ruleFor = provided.get(name);
    if (!ruleFor) throw new Error(`No module provides the relation "${name}"`);
    return (resolved ??= ruleFor(column));
  };
  return {
    column,
    get through() {
      return rule().through;
    },
    get supervisors() {
      return rule().supervisors;
    },
    get onlyThroughRoles() {
      return rule().onlyThroughRoles;
    },
    get ownerLabel() {
      return rule().ownerLabel;
    },
    get notOwnMessage() {
      return rule().notOwnMessage;
    },
  };
}
