import { fieldError } from '@portal/kit';
import { competencyRefusal, type AgeBand, type Competency, competencyByCode } from '../shared/framework.ts';

/**
 * The competency an observation or a progress card of a child of the band is recorded against, or a 400 that says in
 * words why not (not in the framework, or observed in another age band).
 */
export function competencyForBand(code: string, band: AgeBand): Competency {
  const refusal = competencyRefusal(code, band);
  const competency = competencyByCode(code);
  if (refusal || !competency) throw fieldError('competency', refusal ?? `There is no competency ${code}.`);
  return competency;
}
