import { AUDIT_MESSAGES } from '@connector/contracts';
import { badRequest } from '../../errors/index.ts';
import type { LogPosition } from './repository.ts';

const EXACT_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A page's cursor names the last event it showed, to the microsecond (decision 027): the next page
 * starts right after it in the log's order, however many events arrived since. Opaque to the
 * console, which only hands it back.
 */
export function cursorOf(position: LogPosition): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

/** The position a cursor names; a cursor this server did not make answers 400 on the field. */
export function positionOf(cursor: string): LogPosition {
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !EXACT_INSTANT.test(at) || !UUID.test(id)) {
    throw badRequest(AUDIT_MESSAGES.cursor, [{ field: 'query.cursor', message: AUDIT_MESSAGES.cursor }]);
  }
  return { at, id };
}
