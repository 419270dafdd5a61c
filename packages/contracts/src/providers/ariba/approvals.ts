import { z } from 'zod';
import { AribaRealmQuery } from './common.ts';

/**
 * The External Approval API for Sourcing and Supplier Management: its published quotas and the
 * approver every listing and action names (`user` and `passwordadapter` query parameters).
 */
export const ARIBA_APPROVAL_QUOTAS = { second: 20, minute: 400, hour: 12_000, day: 40_000 } as const;

/** The password adapter of users kept in the realm itself, Ariba's usual one. */
export const ARIBA_DEFAULT_PASSWORD_ADAPTER = 'PasswordAdapter1';

export const AribaApproverQuery = AribaRealmQuery.extend({
  user: z.string().trim().min(1).max(100),
  passwordadapter: z.string().trim().min(1).max(100),
});
export type AribaApproverQuery = z.infer<typeof AribaApproverQuery>;

/** One pending approvable: a task known by its `uniqueName` (`TSK…`). */
export const AribaPendingApprovable = z.looseObject({
  uniqueName: z.string().min(1),
  title: z.string().nullish(),
  description: z.string().nullish(),
});
export type AribaPendingApprovable = z.infer<typeof AribaPendingApprovable>;
export const AribaPendingApprovables = z.array(AribaPendingApprovable);

/** A task's details: the workspace (project) it belongs to leads to the supplier. */
export const AribaTaskDetails = z.looseObject({
  uniqueName: z.string().min(1),
  title: z.string().nullish(),
  workspaceId: z.string().nullish(),
  approvalRequests: z
    .array(z.looseObject({ approvalState: z.string().nullish() }))
    .nullish(),
});
export type AribaTaskDetails = z.infer<typeof AribaTaskDetails>;

/** A workspace's details (`GET /Workspace/{id}`): a supplier management project names its supplier as `smVendorID`. */
export const AribaWorkspaceDetails = z.looseObject({
  smVendorID: z.string().nullish(),
  title: z.string().nullish(),
});
export type AribaWorkspaceDetails = z.infer<typeof AribaWorkspaceDetails>;

export const ARIBA_ACTION_NAMES = ['Approve', 'Deny', 'DenyWithResubmit'] as const;

/** Body of `POST /action`. */
export const AribaActionBody = z.object({
  actionableType: z.literal('Task'),
  uniqueName: z.string().trim().min(1).max(50),
  actionName: z.enum(ARIBA_ACTION_NAMES),
  options: z.object({ comment: z.string().max(2000).optional() }).optional(),
});
export type AribaActionBody = z.infer<typeof AribaActionBody>;

/** The External Approval API's published error texts. */
export const ARIBA_APPROVAL_MESSAGES = {
  badRequest: 'Bad Request. The parameters you have passed in request are incorrect',
  missingParameter: 'Bad request with some missing parameter',
  notFound: 'Entity Not Found',
  userNotFound: 'User ID not found',
} as const;
