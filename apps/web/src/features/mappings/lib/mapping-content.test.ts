import { describe, expect, it } from 'vitest';
import { carriesField } from './mapping-content.ts';

describe('carriesField', () => {
  it.each([
    ['Name (NAME)', 'NAME'],
    ['city', 'city'],
    ['FIELD_02', 'FIELD_02'],
    ['Overall risk (FIELD_01) ', 'FIELD_01'],
  ])('finds the field in the label %s', (label, field) => {
    expect(carriesField(label, field)).toBe(true);
  });

  it.each([
    ['Legal name', 'NAME'],
    ['Connector URL', 'connectorUrl'],
    ['Score (CF_RA_Score)', 'CF_RA'],
  ])('tells a label that only resembles its field: %s', (label, field) => {
    expect(carriesField(label, field)).toBe(false);
  });
});
