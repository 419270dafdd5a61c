import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTheme, prefersReducedMotion } from './theme.ts';

describe('the theme and reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps MUI motion for everyone who has not asked for less', () => {
    const theme = buildTheme(false);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });

  it('leaves out transitions and ripples for a person who asked for reduced motion', () => {
    const theme = buildTheme(true);
    expect(Object.values(theme.transitions.duration)).toEqual(Array(7).fill(0));
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('reads the system setting through prefers-reduced-motion', () => {
    const asked = (reduce: boolean) => vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
    vi.stubGlobal('matchMedia', asked(true));
    expect(prefersReducedMotion()).toBe(true);
    vi.stubGlobal('matchMedia', asked(false));
    expect(prefersReducedMotion()).toBe(false);
  });
});
