import { z } from 'zod';
import { PASSWORD_MIN } from './constants.ts';

/** The password checklist (USR-9), in the order the forms show it. */
export const PASSWORD_RULES = [
  { id: 'lower', label: 'A lower case letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'upper', label: 'An upper case letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
  { id: 'number', label: 'A number', test: (p: string) => /[0-9]/.test(p) },
  { id: 'length', label: `At least ${PASSWORD_MIN} characters`, test: (p: string) => p.length >= PASSWORD_MIN },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** Ids of the rules a password fails; empty when it meets the checklist. */
export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

export const PASSWORD_CHECKLIST_MESSAGE = 'Password does not meet the rules';

/** A password that meets the whole checklist; `requiredMessage` when empty. */
export function passwordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(256, 'Password is too long')
    .refine((p) => unmetPasswordRules(p).length === 0, PASSWORD_CHECKLIST_MESSAGE)
    .meta({ examples: ['Ex4mple!passw0rd'] });
}
