import { describe, expect, it } from 'vitest';
import { routePaths } from '@vonk/domain';
import { secureContentLink } from './contentLinks.ts';

const origin = 'https://mijn.vonk.example';
const base = `${origin}${routePaths.cms.href()}`;
const invoices = `${routePaths.invoices.href()}?jaar=2025`;
const dashboard = routePaths.dashboard.href();

function link(attributes: Record<string, string>) {
  const a = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  secureContentLink(a, origin, base);
  return Object.fromEntries([...a.attributes].map((at) => [at.name, at.value]));
}

describe('secureContentLink (ADR 062)', () => {
  it('keeps in-app, https, mailto and tel links', () => {
    expect(link({ href: invoices })).toEqual({ href: invoices });
    expect(link({ href: 'mailto:service@vonk.example' })).toEqual({
      href: 'mailto:service@vonk.example',
    });
    expect(link({ href: 'tel:+31201234567' })).toEqual({ href: 'tel:+31201234567' });
  });

  it('marks a link to another site noopener noreferrer', () => {
    expect(link({ href: 'https://www.vonk.example/service' })).toEqual({
      href: 'https://www.vonk.example/service',
      rel: 'noopener noreferrer',
    });
    expect(link({ href: '//evil.example/x' })).toEqual({
      href: '//evil.example/x',
      rel: 'noopener noreferrer',
    });
  });

  it('drops any other scheme', () => {
    for (const href of [
      'http://evil.example',
      'ftp://x',
      'data:text/html,x',
      'javascript:alert(1)',
      'vbscript:x',
    ]) {
      expect(link({ href })).toEqual({});
    }
  });

  it('lets target only open a new tab, and then always noopener', () => {
    expect(link({ href: dashboard, target: '_top' })).toEqual({ href: dashboard });
    expect(link({ href: dashboard, target: '_blank' })).toEqual({
      href: dashboard,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('a link that opens a new tab says so in its text, once (issue 30)', () => {
    const a = document.createElement('a');
    a.setAttribute('href', 'https://www.vonk.example/service');
    a.setAttribute('target', '_blank');
    a.textContent = 'Service';
    secureContentLink(a, origin, base);
    secureContentLink(a, origin, base);
    expect(a.textContent).toBe('Service (opent in nieuw tabblad)');
    const same = document.createElement('a');
    same.setAttribute('href', 'https://www.vonk.example/service');
    same.textContent = 'Service';
    secureContentLink(same, origin, base);
    expect(same.textContent).toBe('Service');
  });
});
