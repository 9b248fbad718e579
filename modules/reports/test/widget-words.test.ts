import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../shared/constants.ts';
import { en } from '../web/messages/en.ts';

describe('the dashboard’s words', () => {
  it('name each widget in English as its declaration does', () => {
    expect(en.reports.widget).toEqual(Object.fromEntries(WIDGETS.map((w) => [w.key, w.label])));
  });
});
