import { sql } from 'drizzle-orm';
import { studentInstallments as i } from '../schema.ts';

/**
 * An installment's money, written once: due is billed less conceded, owed is due less paid. The SQL and the
 * row forms say the same thing; every figure about installments goes through them.
 */
type InstallmentMoney = { amountPaise: number; concessionPaise: number; paidPaise: number };

/** What is still owed on an installment row. */
export const outstanding = (row: InstallmentMoney) => row.amountPaise - row.concessionPaise - row.paidPaise;

/** What an installment asks for after its concession, in SQL. */
export const dueSql = sql<string>`(${i.amountPaise} - ${i.concessionPaise})`;

/** What is still owed on an installment, in SQL: billed less conceded less paid. */
export const owedSql = sql<string>`(${i.amountPaise} - ${i.concessionPaise} - ${i.paidPaise})`;
