import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, pathsWithNul, refuseNulCharacters } from './text-input.ts';

describe('NUL characters in input', () => {
  it('names every string and key holding one, however deep, in document order', () => {
    const body = { firstName: 'A\u0000B', ok: 'fine', params: { sources: [{ url: 'x' }, { url: '\u0000' }] }, ['k\u0000']: 1 };
    expect(pathsWithNul(body, 'body')).toEqual(['body.firstName', 'body.params.sources.1.url', 'body.k\\0']);
  });

  it('walks nesting far deeper than the call stack allows', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 50_000; level++) deep = [deep];
    expect(pathsWithNul({ deep }, 'body')).toEqual([`body.deep${'.0'.repeat(50_000)}`]);
  });

  it('stops after twenty fields', () => {
    expect(pathsWithNul(Array.from({ length: 50 }, () => '\u0000'), 'body')).toHaveLength(20);
  });

  it('lets ordinary input through, other control characters included', () => {
    expect(() => refuseNulCharacters({ params: { id: 'a' }, query: { search: 'tab\there' }, body: { list: [1, null, true] } })).not.toThrow();
  });

  it('refuses with a 400 naming each field as validation names it', () => {
    expect(() => refuseNulCharacters({ params: { id: '\u0000' }, query: { search: 'a\u0000' }, body: undefined })).toThrow(
      expect.objectContaining({
        status: 400,
        message: NUL_MESSAGE,
        errors: [
          { field: 'params.id', message: NUL_MESSAGE },
          { field: 'query.search', message: NUL_MESSAGE },
        ],
      }),
    );
  });
});
