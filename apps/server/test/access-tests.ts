import { expect, it } from 'vitest';
import type { Actor, World } from './world.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type FromWorld<T> = (w: World) => T;

/** One endpoint's access checks: who lacks its permission, and how another tenant's object is asked for. */
export interface AccessCase {
  endpoint: string;
  method: Method;
  url: FromWorld<string>;
  payload?: FromWorld<object>;
  /** A signed-in caller without the endpoint's permission: 403. None for endpoints open to every signed-in user. */
  forbidden?: Actor;
  /** A caller of `default` asking for an object of `beta`: 404. */
  foreign?: { actor: Actor; url: FromWorld<string>; payload?: FromWorld<object> };
}

/**
 * Registers the 401, 403 and 404 tests of a table of endpoints. Payloads are valid, so the
 * refusal comes from the caller, not from validation.
 */
export function accessTests(world: () => World, table: AccessCase[]): void {
  it.each(table)('$endpoint answers 401 without a token', async (c) => {
    const w = world();
    const response = await w.call(null, c.method, c.url(w), c.payload?.(w));
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });

  const guarded = table.filter((c) => c.forbidden);
  if (guarded.length > 0) {
    it.each(guarded)('$endpoint answers 403 to $forbidden', async (c) => {
      const w = world();
      const response = await w.call(c.forbidden ?? null, c.method, c.url(w), c.payload?.(w));
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ success: false });
    });
  }

  const foreign = table.filter((c) => c.foreign);
  if (foreign.length === 0) return;
  it.each(foreign)('$endpoint answers 404 for another tenant’s object', async (c) => {
    const w = world();
    const f = c.foreign as NonNullable<AccessCase['foreign']>;
    const response = await w.call(f.actor, c.method, f.url(w), (f.payload ?? c.payload)?.(w));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
}

/** A request that breaks one field's rule, and the field and message the server must name. */
export interface InvalidCase {
  field: string;
  value: unknown;
  message: string;
}

/** `body` with `field` set to `value`; `undefined` removes it. */
export function withField(body: object, field: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...body };
  if (value === undefined) delete copy[field];
  else copy[field] = value;
  return copy;
}
