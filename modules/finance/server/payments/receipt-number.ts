import type { Executor } from '@portal/db';
import { financialYear, todayInIndia } from '@portal/core';
import { nextDocumentNumber } from '@portal/mod-ledger/server';

/** 'RCP/002/2026-27/15': per centre and financial year, without gaps. */
export async function nextReceiptNo(db: Executor, franchiseeId: number, date = todayInIndia()): Promise<string> {
  const fy = financialYear(date);
  const n = await nextDocumentNumber(db, franchiseeId, fy, 'RECEIPT');
  return `RCP/${String(franchiseeId).padStart(3, '0')}/${fy}/${n}`;
}
