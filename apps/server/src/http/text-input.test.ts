import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, pathsWithNul, refuseNulCharacters } from './text-input.ts';

describe('NUL characters in input', () => {
  it('names every string and key holding one, however deep', () => {
    const body = { firstName: 'A\u0000B', ok: 'fine', params: { sources: [{ url: 'x' }, { url: '\u0000' }] }, ['k\u0000']: 1 };
    expect(pathsWithNul(body, 'body')).toEqual(['body.firstName', 'body.params.sources.1.url', 'body.k\\0']);
  });

  it('lets ordinary input through, other control characters included', () => {
    expect(() => refuseNulCharacters({ params: { id: 'a' }, query: { search: 'tab\there' }, body: { list: [1, null, true] } })).not.toThrow();
  });

  it('refuses with a 400 naming each field', () => {
    expect(() => refuseNulCharacters({ params: {}, query: { search: 'a\u0000' }, body: undefined })).toThrow(
      expect.objectContaining({ status: 400, message: NUL_MESSAGE, errors: [{ field: 'query.search', message: NUL_MESSAGE }] }),
    );
  });
});
