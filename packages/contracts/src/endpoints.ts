import { getSupplierActivity, retryFailedSuppliers, startSupplierSync } from './activity.ts';
import { generateAppClient, getAppClient, revealAppClientSecret } from './app-clients.ts';
import { createApp, getApp, listApps, renameApp, revealAppSecret, testAppConnection, updateApp } from './applications.ts';
import { getAsyncRequest } from './async-requests.ts';
import { listAuditEvents } from './audit.ts';
import { getOrbisCompany, getOrbisContext } from './company-views.ts';
import { checkSupplierBatch, getSupplierBatch, getSupplierBatchResults, retrySupplierBatch, startSupplierBatch } from './imports.ts';
import { listOwnEntityRequests, requestOwnEntity } from './own-entity.ts';
import { createRole, getRole, getRolePermissions, listRoles, updateRole } from './roles.ts';
import { getSupplier, linkSupplier, listConnectedSuppliers, listMissingSuppliers, matchSuppliers, unlinkSupplier } from './suppliers.ts';
import { getHealth, getReady } from './system.ts';
import {
  createTenant,
  getOwnTenant,
  getTenant,
  getTenantAuth,
  listTenants,
  revealOwnTenantSecret,
  revealTenantSecret,
  updateOwnTenant,
  updateTenant,
} from './tenants.ts';
import {
  createUser,
  deleteUser,
  disableUser,
  enableUser,
  getUser,
  getUserSignInLock,
  listAllUsers,
  listTenantUsers,
  resetUserPassword,
  saveLastApplication,
  unlockUserSignIn,
  updateUser,
} from './users.ts';

/** The endpoint catalogue: every call of the API, registered by the server, used by the web. */
export const endpoints = {
  getHealth,
  getReady,
  getAsyncRequest,
  getTenantAuth,
  listTenants,
  createTenant,
  getTenant,
  updateTenant,
  revealTenantSecret,
  getOwnTenant,
  updateOwnTenant,
  revealOwnTenantSecret,
  getRolePermissions,
  listRoles,
  getRole,
  createRole,
  updateRole,
  listAllUsers,
  listTenantUsers,
  getUser,
  createUser,
  updateUser,
  saveLastApplication,
  resetUserPassword,
  enableUser,
  disableUser,
  deleteUser,
  getUserSignInLock,
  unlockUserSignIn,
  listAuditEvents,
  listApps,
  getApp,
  createApp,
  updateApp,
  renameApp,
  testAppConnection,
  revealAppSecret,
  getAppClient,
  generateAppClient,
  revealAppClientSecret,
  matchSuppliers,
  listConnectedSuppliers,
  listMissingSuppliers,
  getSupplier,
  linkSupplier,
  unlinkSupplier,
  getSupplierActivity,
  startSupplierSync,
  retryFailedSuppliers,
  requestOwnEntity,
  listOwnEntityRequests,
  getOrbisContext,
  getOrbisCompany,
  checkSupplierBatch,
  startSupplierBatch,
  getSupplierBatch,
  getSupplierBatchResults,
  retrySupplierBatch,
} as const;

export type EndpointId = keyof typeof endpoints;
