import { zodResolver } from '@hookform/resolvers/zod';
import { CreateUserBody, UpdateUserBody, type User } from '@connector/contracts';
import type { Control, Resolver } from 'react-hook-form';
import { bodyFieldOf } from '../../../components/form/index.ts';

/** What the user form holds; selects nobody has touched hold '' until a choice is made. */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  tenantId: string;
  roles: string[];
  language: string;
  country: string;
  locale: string;
  enabled: boolean;
}

export type UserField = keyof UserFormValues;

const FIELDS: readonly UserField[] = ['firstName', 'lastName', 'email', 'password', 'tenantId', 'roles', 'language', 'country', 'locale'];

/*
 * The contracts' schemas are the rules (USR-8). Their input types say what a valid body holds
 * (an enum language, say); the form also holds '' before a choice, which the schema refuses with
 * the message of USR-8, so the resolver is typed on the form's own values.
 */
export const createUserResolver = zodResolver(CreateUserBody) as unknown as Resolver<UserFormValues, unknown, CreateUserBody>;
export const updateUserResolver = zodResolver(UpdateUserBody) as unknown as Resolver<UserFormValues, unknown, UpdateUserBody>;

export function emptyUser(tenantId: string): UserFormValues {
  return { firstName: '', lastName: '', email: '', password: '', tenantId, roles: [], language: '', country: '', locale: '', enabled: true };
}

export function toFormValues(user: User): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    password: '',
    tenantId: user.tenantId,
    roles: user.roles,
    language: user.language,
    country: user.country,
    locale: user.locale,
    enabled: user.enabled,
  };
}

/** The form field a server error names (`body.email`, `body.roles.0`), or null for anything else. */
export const fieldOfServerError = bodyFieldOf<UserFormValues>(FIELDS);

/** Choosing a role makes it the first (the one the table shows) and keeps any others the user has. */
export function withFirstRole(roles: readonly string[], roleId: string): string[] {
  return [roleId, ...roles.slice(1).filter((r) => r !== roleId)];
}

/** The form's control, whichever body (create or update) it resolves to. */
export type UserFormControl = Control<UserFormValues, unknown, unknown>;
