import { render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { StoryContext } from '@storybook/react-vite';
import {
  DOCS_IFRAME,
  docsIframeDecorator,
  storyIframeSrc,
  storyViewportWidth,
} from './docsIframe.tsx';
import { sandboxLoader } from './storyHarness.tsx';
import { liveSectionLoader } from './liveSection.tsx';
import { sandboxProps } from './sectionStory.tsx';
import * as worker from './sandboxWorker.ts';

// Issue #32: in a docs page every block showed Jan, because all page stories shared one sandbox.
// A sandboxed story's loader starts nothing in a docs page and the story gets an iframe of its
// own (its own worker and sandbox); section loaders that must run inline take turns.

afterEach(() => vi.restoreAllMocks());

const decorate = (context: Partial<StoryContext>) =>
  render(
    <>
      {docsIframeDecorator(
        () => (
          <p>inline story</p>
        ),
        context as StoryContext,
      )}
    </>,
  );

describe('a sandboxed story in a docs page', () => {
  test('its loaders start no sandbox and ask for an iframe', async () => {
    const start = vi.spyOn(worker, 'startStorySandbox').mockResolvedValue();
    const parameters = { portal: { path: '/', persona: 'sanne' }, sandbox: { persona: 'sanne' } };
    await expect(sandboxLoader({ parameters, viewMode: 'docs' })).resolves.toMatchObject({
      [DOCS_IFRAME]: true,
    });
    await expect(liveSectionLoader({ parameters, viewMode: 'docs' })).resolves.toMatchObject({
      [DOCS_IFRAME]: true,
    });
    expect(start).not.toHaveBeenCalled();
  });

  test('two stories render as two iframes, each at its own story id', () => {
    const loaded = { [DOCS_IFRAME]: true };
    const sanne = decorate({ id: 'dashboard--sanne', name: 'Sanne', viewMode: 'docs', loaded });
    const error = decorate({
      id: 'dashboard--server-error',
      name: 'Server Error',
      viewMode: 'docs',
      loaded,
    });
    const src = (view: typeof sanne) => view.container.querySelector('iframe')?.getAttribute('src');
    expect(src(sanne)).toBe(storyIframeSrc('dashboard--sanne'));
    expect(src(error)).toBe(storyIframeSrc('dashboard--server-error'));
    expect(src(sanne)).not.toBe(src(error));
    expect(sanne.container.querySelector('iframe')).toHaveAttribute('title', 'Sanne');
  });

  test('in the canvas, and for a story without the sandbox, it renders inline', () => {
    const canvas = decorate({
      id: 'a--b',
      name: 'B',
      viewMode: 'story',
      loaded: { [DOCS_IFRAME]: true },
    });
    expect(canvas.getByText('inline story')).toBeInTheDocument();
    const plain = decorate({ id: 'c--d', name: 'D', viewMode: 'docs', loaded: {} });
    expect(plain.container.querySelector('iframe')).toBeNull();
  });
});

describe('a story with a viewport of its own in a docs page', () => {
  const parameters = {
    viewport: { options: { mobile320: { styles: { width: '320px', height: '640px' } } } },
  };
  const storyGlobals = { viewport: { value: 'mobile320', isRotated: false } };

  test('renders in an iframe that wide, sandboxed or not (media queries follow the window)', () => {
    for (const loaded of [{}, { [DOCS_IFRAME]: true }]) {
      const view = decorate({
        id: 'footer--mobile-320',
        name: 'Mobile 320',
        viewMode: 'docs',
        loaded,
        parameters,
        storyGlobals,
      } as Partial<StoryContext>);
      expect(view.container.querySelector('iframe')).toHaveStyle({ width: '320px' });
      view.unmount();
    }
  });

  test('in the canvas it renders inline; without a viewport, a docs block stays inline', () => {
    const canvas = decorate({ id: 'a--b', name: 'B', viewMode: 'story', parameters, storyGlobals });
    expect(canvas.getByText('inline story')).toBeInTheDocument();
    expect(storyViewportWidth({ parameters, storyGlobals: {} })).toBeUndefined();
  });
});

test('section loaders that build props inline take turns: each reads its own persona', async () => {
  let current = '';
  vi.spyOn(worker, 'startStorySandbox').mockImplementation(async ({ persona }) => {
    current = persona;
    await new Promise((resolve) => setTimeout(resolve, 5));
  });
  const loader = sandboxProps(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return current;
  });
  const [jan, sanne] = await Promise.all([
    loader({ parameters: { sandbox: { persona: 'jan' } } }),
    loader({ parameters: { sandbox: { persona: 'sanne' } } }),
  ]);
  expect([jan.props, sanne.props]).toEqual(['jan', 'sanne']);
});
