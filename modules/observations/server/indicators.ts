import { defineResource, fieldError, headOfficeWrites, type RowOf, type Values, type ValuesOf } from '@portal/kit';
import { OBSERVATION_MESSAGES as MSG } from '../shared/constants.ts';
import { indicatorShape } from '../shared/resources.ts';
import { competencyIndicators } from './schema.ts';

/**
 * An indicator's code sits under its competency's (C-6.1.a under C-6.1), so the code read on a card or in an export
 * says where it belongs; checked on the values as they would be stored.
 */
function checkIndicator(
  values: ValuesOf<typeof competencyIndicators>,
  existing?: RowOf<typeof competencyIndicators>,
): Values {
  const code = values.code ?? existing?.code;
  const competency = values.competency ?? existing?.competency;
  if (code && competency && !code.startsWith(`${competency}.`)) throw fieldError('code', MSG.indicatorCode(competency));
  return values;
}

/**
 * Head office's own indicators under the framework's competencies: the academic coordinators add, edit and retire
 * them for the whole network (super admins pass); teachers meet the active ones on the record screen, under the
 * competency they pick. Retired, never removed: the observations naming one keep it.
 */
export const indicatorResource = defineResource({
  ...indicatorShape,
  labelPlural: 'Indicators',
  scope: 'global',
  table: competencyIndicators,
  titleField: 'code',
  list: {
    columns: ['code', 'competency', 'textEn', 'isActive'],
    search: ['code', 'textEn', 'textHi', 'textKn', 'textTa'],
    filters: ['competency', 'isActive'],
    defaultSort: { field: 'code', dir: 'asc' },
  },
  remove: 'archive',
  // A code under its competency, which no generated sample guesses.
  example: { code: 'C-1.1.x', competency: 'C-1.1' },
  writeRule: headOfficeWrites('Only head office keeps the network’s indicators'),
  rules: {
    uniqueWithin: [{ field: 'code', within: [], message: (code) => `There is already an indicator ${code}` }],
  },
  hooks: {
    beforeCreate: (_ctx, values) => checkIndicator(values),
    beforeUpdate: (_ctx, values, existing) => checkIndicator(values, existing),
  },
});
