import { APP_MESSAGES, type UpdateAppBody } from '@connector/contracts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { badRequest } from '../../errors/index.ts';
import type { HostPolicy } from '../../providers/index.ts';
import { pickFlags } from './mapping.ts';
import { prepareParams } from './params.ts';
import { providerUrlErrors } from './provider-urls.ts';
import type { ApplicationRow } from './repository.ts';

/** The stored form of a whole configuration, or the 400 the form would have shown. */
export function prepareConfiguration(
  service: string,
  body: UpdateAppBody,
  storedSecrets: ApplicationRow['secrets'],
  { secrets, hosts }: { secrets: SecretBox; hosts: HostPolicy },
) {
  const flags = pickFlags(body);
  const prepared = prepareParams(service, flags, body.params, storedSecrets, secrets);
  // A URL the form refuses has its own message; only well-formed ones are checked against the allow-list.
  const invalid = new Set(prepared.errors.map((error) => error.field));
  const errors = [...prepared.errors, ...providerUrlErrors(service, flags, prepared.params, hosts).filter((error) => !invalid.has(error.field))];
  if (errors.length > 0) throw badRequest(APP_MESSAGES.invalidParams, errors);
  return {
    enabled: body.enabled,
    type: body.type,
    flags,
    params: prepared.params,
    secrets: prepared.secrets,
    catalystModel: body.catalystModel,
    supplyChainModel: body.supplyChainModel,
    orbisJobEmails: body.orbisJobEmails,
  };
}
