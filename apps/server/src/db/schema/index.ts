export * from './audit.ts';
export * from './identity.ts';
export * from './roles.ts';
export * from './tenants.ts';
export * from './users.ts';
export * from './async-requests.ts';
export * from './applications.ts';
export * from './cache.ts';
