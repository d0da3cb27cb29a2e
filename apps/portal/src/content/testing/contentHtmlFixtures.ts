/**
 * Content HTML the ContentHtml stories render and the production-server e2e serves through
 * /cms under the strict CSP (ADR 082): one input, typed once. No imports, so Playwright's plain
 * Node resolution loads it as well as Vite does; the caller passes the in-app link's href.
 */
export function allowListHtml(inAppHref: string): string {
  return [
    '<h2 id="kop" style="color:red" data-x="1">Welkom bij Ziggo</h2>',
    '<p>Bij <strong>Ziggo</strong> regel je alles online.</p>',
    '<ul><li>Rekeningen</li><li>Storingen</li></ul>',
    '<table><caption>Tarieven</caption><thead><tr><th scope="col">Dienst</th><th scope="col">Prijs</th></tr></thead>',
    '<tbody><tr><td>Internet</td><td>€ 45</td></tr></tbody></table>',
    `<p><a class="routerlink" href="${inAppHref}">Bekijk je rekeningen</a>`,
    ' <a href="https://www.vonk.example/service">Klantenservice</a>',
    ' <a href="mailto:service@vonk.example">Mail ons</a> <a href="tel:+31201234567">Bel ons</a>',
    ' <a href="http://www.vonk.example/oud">Oude site</a></p>',
    '<form action="/x"><label>Wachtwoord <input name="wachtwoord"></label><button>Verstuur</button></form>',
    '<img src="/x.png" alt="Plaatje"><style>p{color:red}</style>',
  ].join('');
}
