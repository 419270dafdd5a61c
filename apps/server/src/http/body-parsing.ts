import { HTTP_MESSAGES, JSON_DEPTH_MAX } from '@connector/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../errors/index.ts';

/** Names a client may declare for the one encoding the API reads (RFC 8259 §8.1). */
const UTF8_NAMES = new Set(['utf-8', 'utf8']);
const CHARSET_PARAMETER = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/gi;

/**
 * Request bodies of the whole server: JSON only, in UTF-8, at most `JSON_DEPTH_MAX` levels deep
 * (docs/decisions/012-input-framing.md). Any other media type answers 415, as does JSON declared
 * in another charset (it would otherwise be read as UTF-8 and mean something else). Scopes that
 * take other bodies (the sign-in pages' forms, the provider) set their own parsers.
 */
export function installBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Fastify's text/plain parser goes too: no route of the API reads text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (!declaresOnlyUtf8(request.headers['content-type'] ?? '')) {
      done(new AppError(415, HTTP_MESSAGES.charsetNotUtf8), undefined);
    } else if (nestingExceeds(text, JSON_DEPTH_MAX)) {
      done(badRequest(HTTP_MESSAGES.jsonTooDeep(JSON_DEPTH_MAX)), undefined);
    } else {
      parseJson(request, text, done);
    }
  });
}

/** True when every charset the content type declares (usually none) is UTF-8. */
export function declaresOnlyUtf8(contentType: string): boolean {
  for (const [, quoted, bare] of contentType.matchAll(CHARSET_PARAMETER)) {
    if (!UTF8_NAMES.has((quoted ?? bare ?? '').toLowerCase())) return false;
  }
  return true;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another, found by one
 * pass over the text before anything parses it (brackets inside strings do not count). Text
 * that is not JSON may be misjudged either way; the parser refuses it next.
 */
export function nestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return false;
}
