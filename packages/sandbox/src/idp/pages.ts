import { agentLogins, customerLogins, PASSWORD } from '../personas/index.ts';

// Plain HTML with inline CSS and no external fonts, scripts or images: the IdP must work offline
// and pass axe (WCAG AA: contrast, lang, labels, a <main> landmark).

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f4f5}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{margin:0 0 1.5rem;font-size:1.5rem;line-height:1.25}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;padding:.625rem .75rem;font:inherit;color:inherit;border:1px solid #6b6b6b;border-radius:4px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.75rem 1rem;font:inherit;font-weight:600;color:#fff;background:#9a3412;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#7c2d12}
a{color:#9a3412}
.error{margin:0 0 1rem;padding:.75rem 1rem;color:#7f1d1d;background:#fef2f2;border-left:4px solid #b91c1c;border-radius:4px}
.hint{margin:1.5rem 0 0;font-size:.875rem;color:#4b4b4b}
pre{white-space:pre-wrap;word-break:break-word}
`;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export const LOGIN_ERROR = 'De combinatie van gebruikersnaam en wachtwoord is onjuist.';
export const UNKNOWN_CUSTOMER_CODE = 'Onbekende klantcode.';

export function loginPage(options: {
  action: string;
  username?: string;
  error?: string;
  customerCode?: string;
}): string {
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  const customerCode = options.customerCode
    ? `<p>Inloggen als medewerker voor klantcode <strong>${escapeHtml(options.customerCode)}</strong>.</p>`
    : '';
  const accounts = [...customerLogins, ...agentLogins].join(', ');
  return page(
    'Inloggen bij Mijn Vonk',
    `<h1>Inloggen bij Mijn Vonk</h1>
${customerCode}${error}<form method="post" action="${escapeHtml(options.action)}">
<label for="username">Gebruikersnaam</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(options.username ?? '')}"${options.username ? '' : ' autofocus'}>
<label for="password">Wachtwoord</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.username ? ' autofocus' : ''}>
<button type="submit">Inloggen</button>
</form>
<p class="hint">Sandbox: log in als ${escapeHtml(accounts)}, met wachtwoord <strong>${PASSWORD}</strong>.</p>`,
  );
}

/** oidc-provider's logout confirmation, submitted at once: the portal already asked the user. */
export function logoutPage(form: string): string {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"></form>',
  );
  return page(
    'Uitloggen',
    `<h1>Uitloggen</h1>
<p>Je wordt uitgelogd.</p>
${confirmed}
<noscript><button type="submit" form="op.logoutForm">Uitloggen</button></noscript>`,
    `\n<script>addEventListener('DOMContentLoaded',function(){document.getElementById('op.logoutForm').submit()})</script>`,
  );
}

export function loggedOutPage(portalUrl: string): string {
  return page(
    'Je bent uitgelogd',
    `<h1>Je bent uitgelogd.</h1>
<p><a href="${escapeHtml(portalUrl)}">Opnieuw inloggen</a></p>`,
  );
}

export function errorPage(portalUrl: string, details: Record<string, string>): string {
  const lines = Object.entries(details)
    .map(([key, value]) => `${escapeHtml(key)}: ${escapeHtml(value)}`)
    .join('\n');
  return page(
    'Er ging iets mis',
    `<h1>Er ging iets mis bij het inloggen.</h1>
<pre>${lines}</pre>
<p><a href="${escapeHtml(portalUrl)}">Terug naar Mijn Vonk</a></p>`,
  );
}
