import { describe, expect, it } from 'vitest';
import { fromSearchParams, INITIAL_TABLE_STATE, PAGE_SIZE_VALUES, sortBy, toSearchParams, toUsersQuery } from './table-state.ts';

describe('users table state', () => {
  it('starts on the first page of 5, by name', () => {
    expect(toUsersQuery(INITIAL_TABLE_STATE)).toEqual({ page: 0, pageSize: 5, sort: 'name', order: 'asc' });
  });

  it('offers 5, 10, 25 and All (0)', () => {
    expect(PAGE_SIZE_VALUES).toEqual([5, 10, 25, 0]);
  });

  it('sends a trimmed search and leaves an empty one out', () => {
    expect(toUsersQuery({ ...INITIAL_TABLE_STATE, search: '  ana ' }).search).toBe('ana');
    expect(toUsersQuery({ ...INITIAL_TABLE_STATE, search: '   ' })).not.toHaveProperty('search');
  });

  it('asks for the first page when all rows are shown', () => {
    expect(toUsersQuery({ ...INITIAL_TABLE_STATE, page: 3, pageSize: 0 })).toMatchObject({ page: 0, pageSize: 0 });
  });

  it('sorts a new column ascending, flips the sorted one, and returns to the first page', () => {
    const byEmail = sortBy({ ...INITIAL_TABLE_STATE, page: 2 }, 'email');
    expect(byEmail).toMatchObject({ sort: 'email', order: 'asc', page: 0 });
    expect(sortBy(byEmail, 'email')).toMatchObject({ sort: 'email', order: 'desc' });
    expect(sortBy(sortBy(byEmail, 'email'), 'email')).toMatchObject({ order: 'asc' });
  });

  it('reads the state a URL names and writes only what differs from the first page', () => {
    const state = { page: 2, pageSize: 25, sort: 'email' as const, order: 'desc' as const, search: 'ana' };
    const params = toSearchParams(state);
    expect(params.toString()).toBe('search=ana&sort=email&order=desc&pageSize=25&page=2');
    expect(fromSearchParams(params)).toEqual(state);
    expect(toSearchParams(INITIAL_TABLE_STATE).toString()).toBe('');
  });

  it('falls back to the first page for a URL it does not understand', () => {
    const odd = new URLSearchParams('page=-3&pageSize=7&sort=password&order=sideways&search=' + 'x'.repeat(500));
    expect(fromSearchParams(odd)).toEqual({ ...INITIAL_TABLE_STATE, search: 'x'.repeat(100) });
    expect(fromSearchParams(new URLSearchParams('page=1.5&pageSize=0'))).toMatchObject({ page: 0, pageSize: 0 });
  });
});
