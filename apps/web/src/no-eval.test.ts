import { describe, expect, it, vi } from 'vitest';

describe('the console’s no-eval setting (public/assets/no-eval.js)', () => {
  it('makes zod parse without compiling, so the console needs no eval under its CSP', async () => {
    vi.resetModules();
    const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    const before = global.__zod_globalConfig;
    try {
      // @ts-expect-error a plain script of the public folder, without types
      await import('../public/assets/no-eval.js');
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
    } finally {
      global.__zod_globalConfig = before;
    }
  });
});
