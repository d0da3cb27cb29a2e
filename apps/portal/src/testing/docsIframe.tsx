import type { Decorator } from '@storybook/react-vite';

/**
 * In a docs page every story renders inline in ONE document: one MSW worker, one sandbox, so the
 * last loader's persona and faults won (every block said "Welkom, Jan."). A story that runs the
 * sandbox asks for its own iframe there instead: its loader returns `inOwnIframeInDocs` and this
 * decorator (the preview's outermost) renders the story as the canvas does, in an iframe of its
 * own with its own worker and state (issue #32, ADR 147).
 */
export const DOCS_IFRAME = 'vonkDocsIframe';

/** A loader's result in a docs page: do not start anything, render me in my own iframe. */
export const inOwnIframeInDocs = { [DOCS_IFRAME]: true } as const;

/** True when the story renders inline in a docs page (where loaders must not share state). */
export const inDocsPage = (context: { viewMode?: string }) => context.viewMode === 'docs';

interface DocsIframeProps {
  id: string;
  title: string;
  height?: string;
}

/** The story's canvas URL, relative to the docs page's own iframe.html (dev server and static build). */
export const storyIframeSrc = (id: string) =>
  `iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;

export function DocsIframe({ id, title, height = '640px' }: DocsIframeProps) {
  return (
    <iframe
      src={storyIframeSrc(id)}
      title={title}
      loading="lazy"
      data-docs-iframe={id}
      style={{ width: '100%', height, border: '1px solid #d0d0d0', borderRadius: 4 }}
    />
  );
}

export const docsIframeDecorator: Decorator = (Story, context) => {
  if (!inDocsPage(context) || !(context.loaded as Record<string, unknown>)?.[DOCS_IFRAME]) {
    return <Story />;
  }
  const docs = context.parameters?.docs as { story?: { height?: string } } | undefined;
  return <DocsIframe id={context.id} title={context.name} height={docs?.story?.height} />;
};
