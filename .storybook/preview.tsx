import type { Preview } from '@storybook/react-vite';
import { VonkProvider } from '@vonk/ui';
import { configure } from 'storybook/test';
import { docsIframeDecorator } from '../apps/portal/src/testing/docsIframe.tsx';
import { vonkViewports } from './viewports.ts';

// Page stories log in, preload fifteen sources and load lazy chunks through MSW; on a busy 2-core
// CI machine that takes longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <VonkProvider locale="nl-NL">
        <Story />
      </VonkProvider>
    ),
    // Last, so outermost: in a docs page a story that runs the sandbox renders in its own iframe
    // (ADR 147).
    docsIframeDecorator,
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: vonkViewports },
    // A violation of WCAG 2.2 AA fails the story (in the test-runner and in the a11y panel).
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    docs: { toc: true },
  },
  initialGlobals: { locale: 'nl-NL' },
};

export default preview;
