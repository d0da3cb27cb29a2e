// The HTML contract every @vonk/ui component keeps (conventions: "behaves like the HTML it
// renders"), checked for all of them by components/htmlContract.test.tsx, as Primer's
// behavesAsComponent does: a className is added to the component's own classes, other props
// (here a data attribute) reach the element, and a ref points at that element.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';

export interface ContractProps {
  className: string;
  ref: (node: Element | null) => void;
  'data-contract': string;
}

export interface HtmlContract {
  /** Renders the component with `props` spread on it (plus whatever it needs). */
  render: (props: Partial<ContractProps>) => ReactElement;
  /**
   * The element that gets the props and the ref. Default: the root. Form fields take them on
   * the control (`input`, `select`) and the className on their wrapper, as React Aria's do.
   */
  element?: (root: Element, base: HTMLElement) => Element | null;
  /** The element that gets the className. Default: the root. */
  root?: (base: HTMLElement, container: HTMLElement) => Element | null;
}

const EXTRA = 'contract-extra';

export function expectHtmlContract({ render: element, root, element: target }: HtmlContract) {
  const rootOf = (base: HTMLElement, container: HTMLElement) =>
    root ? root(base, container) : container.firstElementChild;

  const plain = render(element({}));
  const own = [...(rootOf(plain.baseElement, plain.container)?.classList ?? [])];
  plain.unmount();

  let refNode: Element | null = null;
  const { baseElement, container } = render(
    element({ className: EXTRA, 'data-contract': 'yes', ref: (node) => (refNode = node) }),
  );
  const rootElement = rootOf(baseElement, container);
  expect(rootElement, 'renders a root element').toBeInstanceOf(Element);
  const expected = target ? target(rootElement!, baseElement) : rootElement;

  // className merges: added to the component's own classes, not instead of them.
  expect([...rootElement!.classList]).toEqual(expect.arrayContaining([...own, EXTRA]));
  // Other props reach the element, once.
  const reached = baseElement.querySelectorAll('[data-contract="yes"]');
  expect(reached, 'rest props reach one element').toHaveLength(1);
  expect(reached[0]).toBe(expected);
  // The ref points at the same element.
  expect(refNode, 'ref forwards to the element').toBe(expected);
}
