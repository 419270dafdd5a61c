import type { MappingContent, MappingList } from '@connector/contracts';
import { describe, expect, it } from 'vitest';
import { applyList, hasListValues } from './list-change.ts';

const list = (id: string, values: string[]): MappingList => ({ id, name: id, origin: 'provider', items: values.map((value) => ({ value, label: `label ${value}` })) });
const content: MappingContent = {
  list: list('old', ['a', 'b']),
  rows: [
    { field: 'name', label: 'Name', values: ['a', 'b'], custom: false },
    { field: 'city', label: '', values: ['b'], custom: false },
    { field: 'FIELD_01', label: 'Risk', values: ['x'], optionRisk: 'orbis', custom: false },
  ],
};

describe('changing the list (MAP-12)', () => {
  it('removes the values the new list lacks, naming each by its row and its former label', () => {
    const changed = applyList(content, list('new', ['a', 'a', 'c']));
    expect(changed.removed).toEqual([
      { field: 'Name', value: 'label b' },
      { field: 'city', value: 'label b' },
    ]);
    expect(changed.content.rows.map((row) => row.values)).toEqual([['a'], [], ['x']]);
    expect(changed.content.list?.items.map((item) => item.value)).toEqual(['a', 'c']);
  });

  it('removes nothing when the new list holds every mapped value', () => {
    expect(applyList(content, list('new', ['b', 'a'])).removed).toEqual([]);
  });

  it('asks only when a row holds values of the list; a risk row takes them from its source', () => {
    expect(hasListValues(content)).toBe(true);
    expect(hasListValues({ ...content, rows: content.rows.filter((row) => row.optionRisk) })).toBe(false);
  });
});
