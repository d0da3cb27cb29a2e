import { describe, expect, it } from 'vitest';
import { unsafeFindings } from './unsafeFindings.ts';

// The corpus story's judge must be able to fail: each kind of finding, once.
const origin = 'https://mijn.vonk.example';

function findings(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return unsafeFindings(root, origin);
}

describe('unsafeFindings (ADR 063)', () => {
  it('finds nothing in safe content', () => {
    expect(
      findings(
        '<p><a href="/rekeningen">a</a> <a href="https://x.example" rel="noopener noreferrer">b</a> <a href="tel:+31">c</a></p>',
      ),
    ).toEqual([]);
  });

  it('names scripts, handlers, bad schemes and external links without rel', () => {
    expect(
      findings(
        '<script></script><p onclick="x" style="a"></p><a href="javascript:x">j</a><a href="https://x.example">e</a>',
      ),
    ).toEqual([
      '<script> present',
      '<p onclick> present',
      '<p style> present',
      'href "javascript:x"',
      'external link without rel: "https://x.example"',
    ]);
  });
});
