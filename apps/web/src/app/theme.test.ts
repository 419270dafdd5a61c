import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACROSS_CELL_CONTENT, buildTheme, FIRST_CELL, prefersReducedMotion, tableScrollArea } from './theme.ts';

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

describe("a table's scroll area", () => {
  const theme = buildTheme(true);
  const narrow = theme.breakpoints.down('md');

  it('holds what its cells position, at every width', () => {
    expect(tableScrollArea({ theme }).position).toBe('relative');
  });

  it('keeps the first column in view below the narrow breakpoint, on the paper colour', () => {
    const styles = tableScrollArea({ theme }) as unknown as Record<string, Record<string, Record<string, unknown>>>;
    expect(styles[narrow]?.[`& ${FIRST_CELL}`]).toMatchObject({ position: 'sticky', left: 0, backgroundColor: theme.palette.background.paper });
    expect(styles[narrow]?.[`& ${ACROSS_CELL_CONTENT}`]).toMatchObject({ position: 'sticky', maxWidth: 'calc(100cqi - 32px)' });
    expect(theme.components?.MuiTableContainer?.styleOverrides?.root).toBe(tableScrollArea);
  });

  it('takes the first cell of each row (a row header, not the data cell after it) and the content of a cell across the row', () => {
    document.body.innerHTML = `<table><tbody>
      <tr class="MuiTableRow-root"><th class="MuiTableCell-root" id="header">Name</th><td class="MuiTableCell-root" id="data">1</td><td class="MuiTableCell-root">2</td></tr>
      <tr class="MuiTableRow-root"><td class="MuiTableCell-root" id="first">a</td><td class="MuiTableCell-root">b</td></tr>
      <tr class="MuiTableRow-root"><td class="MuiTableCell-root" colspan="3" id="message"><div id="text">No rows</div></td></tr>
    </tbody></table>`;
    expect([...document.querySelectorAll(FIRST_CELL)].map((cell) => cell.id)).toEqual(['header', 'first']);
    expect([...document.querySelectorAll(ACROSS_CELL_CONTENT)].map((element) => element.id)).toEqual(['text']);
  });
});
