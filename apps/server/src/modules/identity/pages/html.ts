import { PASSWORD_RULES, unmetPasswordRules, type Language } from '@connector/contracts';
import { ruleLabel, textsFor, type Texts } from './messages.ts';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f3f5f8;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d2733}
main{width:100%;max-width:400px;margin:24px;background:#fff;border-radius:8px;padding:32px;
  box-shadow:0 1px 3px rgba(16,24,40,.12),0 1px 2px rgba(16,24,40,.06)}
.product{margin:0 0 4px;font-size:14px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#1f5fa8}
h1{margin:0 0 8px;font-size:24px;font-weight:600}
p{margin:0 0 16px}
.hint{color:#4a5665;font-size:14px}
label{display:block;margin:16px 0 4px;font-weight:500}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #9aa5b1;border-radius:4px}
input:focus{outline:3px solid #9cc3f5;outline-offset:0;border-color:#1f5fa8}
button{width:100%;margin-top:24px;padding:11px 16px;font:inherit;font-weight:600;color:#fff;background:#1f5fa8;
  border:0;border-radius:4px;cursor:pointer}
button:hover,button:focus{background:#174a84}
.error{padding:10px 12px;border-radius:4px;background:#fdecec;color:#8a1c1c;border:1px solid #f3b8b8}
ul.rules{margin:8px 0 0;padding-left:20px;font-size:14px;color:#4a5665}
ul.rules li.met{color:#1b6b34}
a{color:#1f5fa8}
`;

function layout(language: Language, title: string, body: string, head = ''): string {
  const t = textsFor(language);
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t.product)}</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
<p class="product">${escapeHtml(t.product)}</p>
${body}
</main>
</body>
</html>`;
}

const alert = (message: string | undefined) =>
  message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '';

export function signInPage(
  language: Language,
  { action, email = '', error }: { action: string; email?: string; error?: string },
): string {
  const t = textsFor(language);
  return layout(
    language,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInTitle)}</h1>
<p class="hint">${escapeHtml(t.signInIntro)}</p>
${alert(error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>`,
  );
}

export function changePasswordPage(
  language: Language,
  { action, error, attempted = '' }: { action: string; error?: string; attempted?: string },
): string {
  const t = textsFor(language);
  const unmet = new Set(unmetPasswordRules(attempted));
  const rules = PASSWORD_RULES.map(
    (rule) => `<li${attempted && !unmet.has(rule.id) ? ' class="met"' : ''}>${escapeHtml(ruleLabel(language, rule.id))}</li>`,
  ).join('');
  return layout(
    language,
    t.changeTitle,
    `<h1>${escapeHtml(t.changeTitle)}</h1>
<p class="hint">${escapeHtml(t.changeIntro)}</p>
${alert(error)}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="newPassword">${escapeHtml(t.newPassword)}</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required autofocus aria-describedby="rules">
<div id="rules"><p class="hint" style="margin:8px 0 0">${escapeHtml(t.checklistTitle)}</p><ul class="rules">${rules}</ul></div>
<label for="confirmPassword">${escapeHtml(t.confirmPassword)}</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required>
<button type="submit">${escapeHtml(t.changePassword)}</button>
</form>`,
  );
}

/**
 * Sends the provider's logout form (id `op.logoutForm`) when the console asked for the sign-out.
 * The logout page allows it by hash in its Content-Security-Policy (`oidc/inline-script.ts`).
 */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";

/** Every inline script of these pages, verbatim, for a policy that lists them up front. */
export const PAGE_SCRIPTS: readonly string[] = [LOGOUT_SCRIPT];

/**
 * The logout step: the provider's form (with its anti-forgery value) plus `logout=yes`, so the
 * whole session ends. `automatic` when the console itself asked (docs/decisions/014): the form
 * submits itself, and a button remains without scripts. Otherwise the visit may come from any
 * page on the web, so nothing happens until the user presses the button.
 */
export function logoutPage(language: Language, providerForm: string, { automatic }: { automatic: boolean }): string {
  const t = textsFor(language);
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const button = `<button type="submit" form="op.logoutForm">${escapeHtml(t.signOut)}</button>`;
  if (automatic) {
    return layout(
      language,
      t.signingOut,
      `<h1>${escapeHtml(t.signingOut)}</h1>
${form}
<noscript>${button}</noscript>
<script>${LOGOUT_SCRIPT}</script>`,
    );
  }
  return layout(
    language,
    t.signOutTitle,
    `<h1>${escapeHtml(t.signOutTitle)}</h1>
<p>${escapeHtml(t.signOutQuestion)}</p>
${form}
${button}
<p><a href="/admin">${escapeHtml(t.backToConsole)}</a></p>`,
  );
}

export function signedOutPage(language: Language): string {
  const t = textsFor(language);
  return layout(
    language,
    t.signedOut,
    `<h1>${escapeHtml(t.signedOut)}</h1>
<p><a href="/auth/login-page">${escapeHtml(t.backToConsole)}</a></p>`,
  );
}

/** An error without internals: a title, a sentence, and the protocol's own short reason (in English). */
export function errorPage(language: Language, { message, detail }: { message?: keyof Texts; detail?: string } = {}): string {
  const t = textsFor(language);
  return layout(
    language,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1>
<p>${escapeHtml(t[message ?? 'errorIntro'])}</p>
${detail ? `<p class="hint" lang="en">${escapeHtml(detail)}</p>` : ''}
<p><a href="/admin">${escapeHtml(t.backToConsole)}</a></p>`,
  );
}
