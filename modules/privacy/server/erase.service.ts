import type { Executor } from '@portal/db';
import { conflict, eraseSubjectRows } from '@portal/kit';
import type { Subject } from './subjects.ts';

/**
 * Erases what the declarations let go for an enquiry never admitted, or for a child who has left: each declared
 * resource's `erase` rule blanks or replaces its personal fields and deletes its files. Receipts, the ledger and
 * tax records declare no erasure and stay as they are, so the books still balance.
 */
export async function eraseSubject(db: Executor, subject: Subject) {
  if (subject.childStatus === null && !subject.unconvertedEnquiry)
    throw conflict('This enquiry became an admission: erase the child’s data once the child has left');
  if (subject.childStatus !== null && subject.childStatus !== 'Left')
    throw conflict(`${subject.childName} is still on the roll: erasure waits until the child has left`);
  return eraseSubjectRows(db, subject.ids);
}
