import { describe, expect, it } from 'vitest';
import { answersOf, DEFAULT_QUESTIONS, questionFields } from './enhancement.ts';

describe('the default questions of the Orbis Enhancement', () => {
  it('selects each field once, with the BvD ID to tell the answers apart', () => {
    const fields = questionFields(DEFAULT_QUESTIONS);
    expect(fields[0]).toBe('BVDID');
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toEqual(expect.arrayContaining(['NAME', 'STATUS', 'ADDRESS_LINE1', 'NATIONAL_ID', 'INCORPORATION_DATE']));
  });

  it('answers in the order of the questions, joins composite answers and leaves out what Orbis left empty', () => {
    const entries = answersOf(
      {
        BVDID: 'GB000000001',
        NAME: ' Acme Widgets Ltd ',
        STATUS: 'Active',
        ADDRESS_LINE1: '1 Main Street',
        ADDRESS_LINE2: '',
        NATIONAL_ID: '01234567',
        NATIONAL_ID_LABEL: 'Company number',
        NACE2_PRIMARY_CODE: '2562',
        NACE2_PRIMARY_LABEL: null,
        PREVIOUS_NAME: null,
        TIN: '   ',
      },
      DEFAULT_QUESTIONS,
    );
    expect(entries).toEqual([
      { label: 'Legal name', answer: 'Acme Widgets Ltd' },
      { label: 'Status', answer: 'Active' },
      { label: 'Address', answer: '1 Main Street' },
      { label: 'National ID', answer: '01234567 (Company number)' },
      { label: 'Industry (NACE Rev. 2)', answer: '2562' },
    ]);
  });
});
