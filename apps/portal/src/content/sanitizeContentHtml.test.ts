import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What DOMPurify keeps and removes is proven in Chromium (ContentHtml.stories.tsx, the XSS corpus):
// on happy-dom's DOM it neither walks the tree nor runs its hooks (and drops a first child).
// Here: the policy hand-over, the brand in the text, failing closed.

const brand = { oldName: 'Ziggo', newName: 'Vonk' };

class FakeTrustedHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Rules = { createHTML: (s: string) => string; createScriptURL: (s: string) => string };

function installTrustedTypes(createPolicy: (name: string, rules: Rules) => unknown) {
  const spy = vi.fn(createPolicy);
  Object.defineProperty(window, 'trustedTypes', {
    value: { createPolicy: spy },
    configurable: true,
  });
  return spy;
}

async function freshSanitizer() {
  vi.resetModules();
  return import('./sanitizeContentHtml.ts');
}

describe('sanitizeContentHtml (ADR 062)', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'trustedTypes');
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'trustedTypes');
  });

  it('creates exactly one policy, named vonk-content, and returns what it signed', async () => {
    const createPolicy = installTrustedTypes((name, rules) => ({
      name,
      createHTML: (s: string) => new FakeTrustedHtml(rules.createHTML(s)),
      createScriptURL: (s: string) => rules.createScriptURL(s),
    }));
    const { sanitizeContentHtml } = await freshSanitizer();
    const first = sanitizeContentHtml('Bij Ziggo', brand);
    const second = sanitizeContentHtml('Nog eens', brand);
    expect(createPolicy.mock.calls.map(([name]) => name)).toEqual(['vonk-content']);
    expect(first.kind).toBe('html');
    expect(first.kind === 'html' && first.html).toBeInstanceOf(FakeTrustedHtml);
    expect(second.kind === 'html' && second.html).toBeInstanceOf(FakeTrustedHtml);
  });

  it('the policy refuses script urls', async () => {
    let rules: Rules | undefined;
    installTrustedTypes((name, r) => {
      rules = r;
      return { name, createHTML: r.createHTML, createScriptURL: r.createScriptURL };
    });
    const { sanitizeContentHtml } = await freshSanitizer();
    sanitizeContentHtml('x', brand);
    expect(() => rules!.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
  });

  it('fails closed to text when the policy cannot be created', async () => {
    installTrustedTypes(() => {
      throw new TypeError('Policy "vonk-content" disallowed.');
    });
    const { sanitizeContentHtml } = await freshSanitizer();
    expect(
      sanitizeContentHtml('<p>Welkom bij <b>Ziggo</b></p><img src=x onerror=alert(1)>', brand),
    ).toEqual({ kind: 'text', text: 'Welkom bij Vonk' });
  });

  it('returns a plain string without Trusted Types', async () => {
    const { sanitizeContentHtml } = await freshSanitizer();
    const result = sanitizeContentHtml('<b>Hallo</b>', brand);
    expect(result.kind).toBe('html');
    expect(typeof (result.kind === 'html' && result.html)).toBe('string');
  });
});

describe('withoutReportingMarkup (ADR 082): what would make Chromium file a CSP report while parsing', () => {
  it('takes out handler and style attributes after any separator, and style elements', async () => {
    const { withoutReportingMarkup } = await freshSanitizer();
    expect(withoutReportingMarkup('<img/src/onerror=alert(1)>')).toBe('<img/src/ >');
    expect(withoutReportingMarkup('<svg/onload=alert(1)>')).toBe('<svg/ >');
    expect(withoutReportingMarkup('<img src="x"onerror="alert(1)">')).toBe('<img src="x" >');
    expect(withoutReportingMarkup('<p style="color:red" data-x="1">a</p>')).toBe(
      '<p   data-x="1">a</p>',
    );
    expect(withoutReportingMarkup('<p>a</p><STYLE media=all>p{}</style ><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(withoutReportingMarkup('<p>a</p><style>p{color:red}')).toBe('<p>a</p>');
    expect(withoutReportingMarkup('<p>Bel ons op 020 1234567</p>')).toBe(
      '<p>Bel ons op 020 1234567</p>',
    );
  });

  it('leaves no style element or handler attribute in any vector of the XSS corpus', async () => {
    const { withoutReportingMarkup } = await freshSanitizer();
    const { XSS_CORPUS } = await import('./testing/xssCorpus.ts');
    const left = XSS_CORPUS.map((vector) => [
      vector.id,
      withoutReportingMarkup(vector.html),
    ]).filter(([, html]) => /<style\b|[\s/"']on[a-z]+\s*=/i.test(html!));
    expect(left).toEqual([]);
  });
});
