export * from './access.ts';
export * from './fixtures.ts';
