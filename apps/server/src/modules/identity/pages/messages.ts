import { PASSWORD_CHECKLIST_MESSAGE, PASSWORD_MIN, PASSWORD_RULES, type Language, type PasswordRuleId } from '@connector/contracts';

/** Texts of the sign-in pages the server renders itself (the console has its own catalogues). */
const en = {
  product: 'Connector Console',
  signInTitle: 'Sign in',
  signInIntro: 'Sign in with your work e-mail address.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many failed attempts. Try again in {minutes} minutes.',
  changeTitle: 'Choose a new password',
  changeIntro: 'Your password is temporary. Choose a new one to continue.',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  changePassword: 'Change password',
  passwordsDiffer: 'The passwords do not match.',
  checklistTitle: 'The password needs:',
  checklistFailed: PASSWORD_CHECKLIST_MESSAGE,
  signingOut: 'Signing out',
  signOut: 'Sign out',
  signOutTitle: 'Sign out?',
  signOutQuestion: 'Do you want to sign out of the console? Continue only if you asked to.',
  signedOut: 'You are signed out.',
  backToConsole: 'Back to the console',
  errorTitle: 'Sign-in could not continue',
  errorIntro: 'The request could not be completed. Go back to the console and try again.',
  expired: 'This sign-in page has expired. Go back to the console and sign in again.',
  tenantNotFound: 'Oops! Tenant was not found.',
  ssoOnly: 'Your organization signs in through its own identity provider: passwords are not accepted here. Go back to the console and sign in again.',
  ssoFailed: 'Single sign-on failed. Go back to the console and try again.',
};

export type Texts = typeof en;

const es: Texts = {
  product: 'Connector Console',
  signInTitle: 'Iniciar sesión',
  signInIntro: 'Inicie sesión con su dirección de correo electrónico de trabajo.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  invalidCredentials: 'Correo electrónico o contraseña no válidos.',
  tooManyAttempts: 'Demasiados intentos fallidos. Vuelva a intentarlo dentro de {minutes} minutos.',
  changeTitle: 'Elija una nueva contraseña',
  changeIntro: 'Su contraseña es temporal. Elija una nueva para continuar.',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  changePassword: 'Cambiar contraseña',
  passwordsDiffer: 'Las contraseñas no coinciden.',
  checklistTitle: 'La contraseña necesita:',
  checklistFailed: 'La contraseña no cumple las reglas',
  signingOut: 'Cerrando sesión',
  signOut: 'Cerrar sesión',
  signOutTitle: '¿Cerrar sesión?',
  signOutQuestion: '¿Desea cerrar la sesión de la consola? Continúe solo si lo ha pedido usted.',
  signedOut: 'Ha cerrado la sesión.',
  backToConsole: 'Volver a la consola',
  errorTitle: 'No se pudo continuar con el inicio de sesión',
  errorIntro: 'No se pudo completar la solicitud. Vuelva a la consola e inténtelo de nuevo.',
  expired: 'Esta página de inicio de sesión ha caducado. Vuelva a la consola e inicie sesión de nuevo.',
  tenantNotFound: '¡Vaya! No se encontró el inquilino.',
  ssoOnly: 'Su organización inicia sesión con su propio proveedor de identidad: aquí no se aceptan contraseñas. Vuelva a la consola e inicie sesión de nuevo.',
  ssoFailed: 'El inicio de sesión único ha fallado. Vuelva a la consola e inténtelo de nuevo.',
};

/** The checklist of contracts, with its labels in each language (English from contracts itself). */
const RULE_LABELS: Record<Language, Record<PasswordRuleId, string>> = {
  en: Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.label])) as Record<PasswordRuleId, string>,
  es: {
    lower: 'Una letra minúscula',
    upper: 'Una letra mayúscula',
    special: 'Un carácter especial',
    number: 'Un número',
    length: `Al menos ${PASSWORD_MIN} caracteres`,
  },
};

export const CATALOGUE: Record<Language, Texts> = { en, es };

export function textsFor(language: Language): Texts {
  return CATALOGUE[language];
}

export function ruleLabel(language: Language, rule: PasswordRuleId): string {
  return RULE_LABELS[language][rule];
}

/** `en` or `es` from a tenant setting or a `ui_locales` list (`es-ES en` → `es`); null otherwise. */
export function pickLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  for (const tag of value.trim().toLowerCase().split(/\s+/)) {
    const base = tag.split('-')[0];
    if (base === 'en' || base === 'es') return base;
  }
  return null;
}
