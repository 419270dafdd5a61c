import { describe, expect, it } from 'vitest';
import { declaresOnlyUtf8, nestingExceeds } from './body-parsing.ts';

describe('declared charsets', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8', 'application/json; charset="utf-8"', 'application/json; charset=utf8', 'application/json; boundary=x'])(
    '%s is read',
    (contentType) => expect(declaresOnlyUtf8(contentType)).toBe(true),
  );

  it.each([
    'application/json; charset=utf-16',
    'application/json; charset="UTF-16BE"',
    'application/json; CHARSET = iso-8859-1',
    'application/json; charset=',
    'application/json; charset=utf-8; charset=utf-32',
  ])('%s is refused', (contentType) => expect(declaresOnlyUtf8(contentType)).toBe(false));
});

describe('nesting of JSON text', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('counts arrays and objects inside one another, up to the limit and past it', () => {
    expect(nestingExceeds(nested(3), 3)).toBe(false);
    expect(nestingExceeds(nested(4), 3)).toBe(true);
    expect(nestingExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestingExceeds('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
  });

  it('counts siblings once', () => {
    expect(nestingExceeds(`[${Array.from({ length: 1000 }, () => '[1]').join(',')}]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestingExceeds(JSON.stringify({ a: '[[[[{{{{', b: '\\"[[[[', c: '"]]]]' }), 1)).toBe(false);
  });

  it('stops at the first level too deep of an unclosed text', () => {
    expect(nestingExceeds('['.repeat(1_000_000), 64)).toBe(true);
  });
});
