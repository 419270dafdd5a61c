/**
 * What a hostile or broken client sends, for the fuzz suite (`src/http/fuzz.test.ts`): fixed
 * cases that name each kind of damage, and fast-check arbitraries for the rest. Each body case
 * carries its own content type, so that charset and media-type damage is a body case too.
 */
import { ErrorBody, JSON_DEPTH_MAX } from '@connector/contracts';
import fc from 'fast-check';
import { z } from 'zod';

export interface BodyCase {
  name: string;
  /** Sent also to endpoints the caller may not call, whose answer is decided before the body is read. */
  smoke?: boolean;
  contentType?: string;
  payload: string | Buffer;
}

const JSON_TYPE = 'application/json';
const nested = (depth: number, open = '[', close = ']', inner = '') => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export const MALFORMED_BODIES: BodyCase[] = [
  { name: 'empty JSON', contentType: JSON_TYPE, payload: '' },
  { name: 'whitespace', contentType: JSON_TYPE, payload: ' \n\t ' },
  { name: 'null', contentType: JSON_TYPE, payload: 'null' },
  { name: 'array for object', contentType: JSON_TYPE, payload: '[{"name":"x"}]' },
  { name: 'string', contentType: JSON_TYPE, payload: '"text"' },
  { name: 'number', contentType: JSON_TYPE, payload: '1e400' },
  { name: 'boolean', contentType: JSON_TYPE, payload: 'true' },
  { name: 'empty object', contentType: JSON_TYPE, payload: '{}' },
  { name: 'truncated', smoke: true, contentType: JSON_TYPE, payload: '{"name":' },
  { name: 'trailing garbage', contentType: JSON_TYPE, payload: '{} x' },
  { name: 'single quotes', contentType: JSON_TYPE, payload: "{'a':1}" },
  { name: 'lone surrogate', contentType: JSON_TYPE, payload: '{"name":"\\ud800"}' },
  { name: 'NUL in value', smoke: true, contentType: JSON_TYPE, payload: '{"name":"a\\u0000b","tenantId":"\\u0000"}' },
  { name: 'NUL in key', contentType: JSON_TYPE, payload: '{"na\\u0000me":"x"}' },
  { name: 'NUL in a long key', contentType: JSON_TYPE, payload: JSON.stringify({ [`${'k'.repeat(600)}\u0000`]: 1, params: { [`${'s'.repeat(600)}`]: { [`${'f'.repeat(600)}`]: '\u0000' } } }) },
  { name: 'long keys', contentType: JSON_TYPE, payload: JSON.stringify({ params: { [`${'s'.repeat(600)}`]: { [`${'f'.repeat(600)}`]: [1] } }, [`${'k'.repeat(600)}`]: 1 }) },
  { name: 'raw NUL byte', contentType: JSON_TYPE, payload: '{"name":"a\u0000b"}' },
  { name: '__proto__', contentType: JSON_TYPE, payload: '{"__proto__":{"isSuperAdmin":true}}' },
  { name: 'constructor.prototype', contentType: JSON_TYPE, payload: '{"constructor":{"prototype":{"x":1}}}' },
  { name: 'wrong types', contentType: JSON_TYPE, payload: '{"name":1,"tenantId":[],"roles":"x","enabled":"yes","params":3,"permissions":{}}' },
  { name: 'nulls everywhere', contentType: JSON_TYPE, payload: '{"name":null,"tenantId":null,"roles":[null],"params":null}' },
  { name: 'huge string', contentType: JSON_TYPE, payload: JSON.stringify({ name: 'x'.repeat(900_000) }) },
  { name: 'huge array', contentType: JSON_TYPE, payload: `[${'0,'.repeat(200_000)}0]` },
  { name: 'many keys', contentType: JSON_TYPE, payload: JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]))) },
  { name: 'nesting at the limit', contentType: JSON_TYPE, payload: `{"params":${nested(JSON_DEPTH_MAX - 1)}}` },
  { name: 'nesting past the limit', contentType: JSON_TYPE, payload: nested(JSON_DEPTH_MAX + 1) },
  { name: 'arrays 10,000 deep', smoke: true, contentType: JSON_TYPE, payload: `{"permissions":${nested(10_000)}}` },
  { name: 'objects 10,000 deep', contentType: JSON_TYPE, payload: nestedObject(10_000) },
  { name: 'unclosed 100,000 deep', contentType: JSON_TYPE, payload: '['.repeat(100_000) },
  { name: 'brackets inside strings', contentType: JSON_TYPE, payload: JSON.stringify({ name: '['.repeat(10_000) }) },
  { name: 'too large', smoke: true, contentType: JSON_TYPE, payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }) },
  { name: 'charset utf-16', smoke: true, contentType: 'application/json; charset=utf-16', payload: Buffer.from('{"name":"x"}', 'utf16le') },
  { name: 'charset latin1', contentType: 'application/json; charset=iso-8859-1', payload: '{"name":"\u00e9"}' },
  { name: 'quoted charset', contentType: 'application/json; charset="UTF-16BE"', payload: '{}' },
  { name: 'empty charset', contentType: 'application/json; charset=', payload: '{}' },
  { name: 'two charsets', contentType: 'application/json; charset=utf-8; charset=utf-32', payload: '{}' },
  { name: 'invalid UTF-8', contentType: JSON_TYPE, payload: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0xff, 0x22, 0x7d]) },
  { name: 'byte order mark', contentType: JSON_TYPE, payload: '\ufeff{}' },
  { name: 'text/plain', smoke: true, contentType: 'text/plain', payload: '{"name":"x"}' },
  { name: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'name=x&tenantId=default' },
  { name: 'multipart', contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { name: 'xml', contentType: 'application/xml', payload: '<a/>' },
  { name: 'invalid content type', contentType: 'json', payload: '{}' },
  { name: 'content type with garbage', contentType: 'application/json;;;=;', payload: '{}' },
  { name: 'no content type', payload: '{"name":"x"}' },
];

/** Query strings (without `?`) that break types, encodings and shapes. */
export const MALFORMED_QUERIES: string[] = [
  'page=-1&pageSize=abc',
  'page=1e309&pageSize=99999999999999999999',
  'page=1&page=2&pageSize=5&pageSize=10',
  'search=%00',
  'search=%',
  'search=%E0%A4%A',
  'search=%C0%AF%FF',
  `search=${'x'.repeat(4000)}`,
  'sort=__proto__&order=sideways',
  '__proto__[isSuperAdmin]=true',
  'constructor=1&hasOwnProperty=1',
  'tenantId=beta',
  'tenantId=%00',
  'tenantId=&tenantId=',
  'search[]=a&search[]=b',
  '&&&;;;==',
  '%=%&=&a',
  'a'.repeat(3000),
];

/** Path parameter values that are not what any route expects; placed in the path as they are. */
export const MALFORMED_PARAMS: string[] = [
  '%00',
  'a%00b',
  '%',
  '%C0%AF',
  '%E2%82',
  '..',
  '%2e%2e%2f%2e%2e',
  '%2F',
  '%20',
  'null',
  '-1',
  '1e999',
  '%F0%9F%98%80',
  '%3Cscript%3E',
  "'%3B--",
  'x'.repeat(100),
  'x'.repeat(101),
];

/** Headers that are wrong, odd or hostile; each set replaces the caller's own where it names one. */
export const ODD_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer' },
  { authorization: 'Bearer ' },
  { authorization: 'Bearer a.b.c' },
  { authorization: `Bearer ${'a'.repeat(8000)}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: 'bearer\u00e9' },
  { host: '' },
  { host: 'nonexistent.localhost' },
  { host: 'beta.localhost' },
  { host: `${'a'.repeat(300)}.localhost` },
  { host: 'localhost:99999' },
  { host: '[::1]' },
  { host: '127.0.0.1' },
  { host: 'xn--nxasmq6b.localhost' },
  { 'x-request-guid': 'not-a-uuid' },
  { 'x-request-guid': '' },
  { 'x-request-id': 'x'.repeat(2000) },
  { 'accept-version': '1.x' },
  { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=2' },
  { 'accept-language': 'xx-XX;q=abc,,,' },
  { accept: 'text/html' },
  { 'x-forwarded-for': 'garbage, , ::::' },
  { 'x-forwarded-proto': 'gopher' },
  { 'x-forwarded-host': 'evil.test' },
  { cookie: '=;;=; a=%' },
  { 'content-length': '0' },
  { 'transfer-encoding': 'gzip' },
  { expect: '100-continue' },
];

/** JSON values of every kind, strings with NUL and oversize numbers included, a few levels deep. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000', '__proto__', 'constructor', '', ' ', 'superAdmin', 'default', 'x'.repeat(5000)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.double(),
    fc.integer(),
    fc.constantFrom(null, true, false, 0, -0, 1e308, Number.MAX_SAFE_INTEGER + 2),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Keys of an object schema (the first level), so that generated bodies reach field validation. */
export function schemaKeys(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Bodies shaped like the endpoint's (its keys, any values) or like nothing at all. */
export function bodyArbitrary(keys: string[]): fc.Arbitrary<unknown> {
  const shaped = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length + 1 })
    : fc.dictionary(hostileString, hostileValue, { maxKeys: 4 });
  return fc.oneof(shaped, hostileValue);
}

/** Query strings over the endpoint's keys (and stray ones), values repeated or empty. */
export function queryArbitrary(keys: string[]): fc.Arbitrary<string> {
  const key = fc.constantFrom(...keys, 'x', '__proto__', 'tenantId');
  return fc.array(fc.tuple(key, hostileString), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString());
}

/** Path parameter values, percent-encoded as a client would (or would not) encode them. */
export const paramArbitrary: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((value) => encodeURIComponent(value) || '%20'),
  fc.constantFrom(...MALFORMED_PARAMS),
);

const StrictErrorBody = ErrorBody.strict();

/**
 * What is wrong with an answer, or null: a 5xx, or an error answer whose body is not the
 * envelope in JSON. `head` answers carry no body to check. A call that waits on an outside
 * provider (`waitsOnProvider`) may answer 503 while the provider is away, in the envelope.
 */
export function answerProblem(answer: { status: number; contentType: string | undefined; body: string }, head = false, waitsOnProvider = false): string | null {
  const unavailable = waitsOnProvider && answer.status === 503;
  if (answer.status >= 500 && !unavailable) return `status ${answer.status}: ${answer.body.slice(0, 300)}`;
  if (answer.status < 400 || head) return null;
  if (!answer.contentType?.startsWith('application/json')) return `status ${answer.status} answered ${answer.contentType}: ${answer.body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `status ${answer.status} answered text that is not JSON: ${answer.body.slice(0, 200)}`;
  }
  return StrictErrorBody.safeParse(parsed).success ? null : `status ${answer.status} answered another shape: ${answer.body.slice(0, 300)}`;
}
