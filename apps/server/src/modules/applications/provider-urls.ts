import {
  APP_MESSAGES,
  isFieldVisible,
  isSectionVisible,
  sectionsOf,
  type ConnectivitySection,
  type FieldError,
  type FieldValues,
} from '@connector/contracts';
import type { HostPolicy } from '../../providers/index.ts';
import type { Flags, StoredParams } from './params.ts';

/**
 * The provider base URLs of a section (fields marked `outbound`) whose host the deployment does
 * not allow, by field key. Only fields the form shows are checked, as the form's own rules are:
 * a hidden value is not called.
 */
export function refusedUrls(section: ConnectivitySection, values: FieldValues, hosts: HostPolicy): string[] {
  return section.fields
    .filter((field) => field.outbound && isFieldVisible(field, values))
    .filter((field) => {
      const value = values[field.key];
      return typeof value === 'string' && value.trim() !== '' && hosts.refuseUrl(value.trim()) !== undefined;
    })
    .map((field) => field.key);
}

/** Saving: a 400 per provider URL outside the allow-list, named `body.params.<section>.<field>`. */
export function providerUrlErrors(service: string, flags: Flags, params: StoredParams, hosts: HostPolicy): FieldError[] {
  return sectionsOf(service)
    .filter((section) => isSectionVisible(section, flags))
    .flatMap((section) =>
      refusedUrls(section, params[section.id] ?? {}, hosts).map((key) => ({
        field: `body.params.${section.id}.${key}`,
        message: APP_MESSAGES.hostNotAllowed,
      })),
    );
}
