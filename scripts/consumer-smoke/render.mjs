// A consumer's server render: Node loads @vonk/ui and @vonk/domain natively (ESM, the peers'
// CommonJS builds), as server rendering or a consumer's vitest does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Alert, Button, PageHeader, TextField, VisuallyHidden, formatDate } from '@vonk/ui';
import * as ui from '@vonk/ui';
import * as domain from '@vonk/domain';
import * as contract from '@vonk/domain/contract';

const sheet = new ServerStyleSheet();
const html = renderToString(
  sheet.collectStyles(
    h(
      'main',
      null,
      h(PageHeader, { title: 'Mijn gegevens', subtitle: formatDate('2026-11-08') }),
      h(Alert, { tone: 'warning', title: 'Let op' }, 'Uw rekening staat open.'),
      h(TextField, { label: 'E-mailadres', type: 'email' }),
      h(Button, { variant: 'primary' }, 'Opslaan'),
      h(Button, { href: '/rekeningen' }, 'Rekeningen'),
      h(VisuallyHidden, null, 'Alleen voor schermlezers'),
    ),
  ),
);
const css = sheet.getStyleTags();
sheet.seal();

for (const text of [
  'Mijn gegevens',
  'Let op',
  'E-mailadres',
  'Opslaan',
  'Alleen voor schermlezers',
]) {
  assert.ok(html.includes(text), `server render lacks "${text}"`);
}
assert.match(html, /<button[^>]*type="button"/, 'Button renders a <button type="button">');
assert.match(html, /<a[^>]*href="\/rekeningen"/, 'Button with href renders a link');
assert.match(html, /<label[^>]*for="[^"]+"/, 'TextField renders a label tied to its input');
assert.ok(css.includes('<style'), 'styled-components collects the styles on the server');
assert.ok(Object.keys(domain).length > 20, '@vonk/domain exports its API');
assert.equal(typeof contract, 'object');
// Modal and Drawer fetch their open-overlay code on first open (ADR 030): the packed package
// carries that module where the loader's dynamic import points, and it loads.
const loaderUrl = new URL('./components/Modal/overlayLoader.js', import.meta.resolve('@vonk/ui'));
const target = readFileSync(loaderUrl, 'utf8').match(/import\((["'])(.+?)\1\)/)?.[2];
assert.ok(target, 'the overlay loader imports its overlay lazily');
const overlay = await import(new URL(target, loaderUrl).href);
assert.equal(typeof overlay.ModalOverlay, 'function', 'the lazily loaded overlay module loads');
assert.equal(typeof ui.preloadOverlay, 'function', '@vonk/ui exports preloadOverlay');

console.log(`render: ${html.length} characters of HTML, ${css.length} of CSS`);
