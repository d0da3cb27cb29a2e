import type { Decorator } from '@storybook/react-vite';

/**
 * In a docs page every story renders inline in ONE document: one MSW worker, one sandbox, so the
 * last loader's persona and faults won (every block said "Welkom, Jan."). A story that runs the
 * sandbox asks for its own iframe there instead: its loader returns `inOwnIframeInDocs` and this
 * decorator (the preview's outermost) renders the story as the canvas does, in an iframe of its
 * own with its own worker and state (issue #32, ADR 147). A story with a viewport of its own (a
 * Mobile story) gets an iframe that wide, sandboxed or not: its layout is the one it is named for.
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
  /** A story's own viewport width (a Mobile story's 320 px); else the docs column's. */
  width?: string;
}

/** The story's canvas URL, relative to the docs page's own iframe.html (dev server and static build). */
export const storyIframeSrc = (id: string) =>
  `iframe.html?id=${encodeURIComponent(id)}&viewMode=story`;

export function DocsIframe({ id, title, height = '640px', width = '100%' }: DocsIframeProps) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <iframe
        src={storyIframeSrc(id)}
        title={title}
        loading="lazy"
        data-docs-iframe={id}
        style={{ width, height, border: '1px solid #d0d0d0', borderRadius: 4 }}
      />
    </div>
  );
}

type Viewports = Record<string, { styles?: { width?: string } }>;

/**
 * The width of the viewport a story asks for (`globals: { viewport: { value: 'mobile320' } }`),
 * from the preview's viewports. Media queries follow the window, not a block: inline in a docs
 * page a Mobile story showed the wide layout.
 */
export function storyViewportWidth(context: {
  storyGlobals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
}): string | undefined {
  const value = (context.storyGlobals?.viewport as { value?: string } | undefined)?.value;
  const options = (context.parameters?.viewport as { options?: Viewports } | undefined)?.options;
  return value ? options?.[value]?.styles?.width : undefined;
}

export const docsIframeDecorator: Decorator = (Story, context) => {
  const sandboxed = Boolean((context.loaded as Record<string, unknown>)?.[DOCS_IFRAME]);
  const width = storyViewportWidth(context);
  if (!inDocsPage(context) || (!sandboxed && !width)) return <Story />;
  const docs = context.parameters?.docs as { story?: { height?: string } } | undefined;
  return (
    <DocsIframe id={context.id} title={context.name} height={docs?.story?.height} width={width} />
  );
};
