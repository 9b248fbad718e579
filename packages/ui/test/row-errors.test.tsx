import { describe, expect, it } from 'vitest';
import { RowErrors } from '../src/components/RowErrors.tsx';
import { markup, texts } from './render.tsx';

const errors = [
  { row: 2, field: 'Mobile', message: 'Mobile must be 10 digits' },
  { row: 7, field: 'Class', message: 'Unknown class UKG-Z' },
];

describe('RowErrors', () => {
  it('lists the bad rows of an upload by their number in the file', () => {
    const html = markup(<RowErrors errors={errors} />);
    expect(html).toMatch(/<table[^>]*data-testid="upload-errors"/);
    expect(texts(html, 'th')).toEqual(['Row', 'Problem']);
    expect(texts(html, 'td')).toEqual(['2', 'Mobile must be 10 digits', '7', 'Unknown class UKG-Z']);
  });

  it('names the column too when the upload knows it', () => {
    expect(texts(markup(<RowErrors errors={errors} withColumn />), 'th')).toEqual(['Row', 'Column', 'Problem']);
  });
});
