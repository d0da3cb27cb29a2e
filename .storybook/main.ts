import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { reactDocgenTypescriptOptions } from './docgen.mjs';

// Stories of the design system and of the portal's pages, in one Storybook.
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../apps/portal/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // MSW's service worker, for page stories that run the sandbox API in the browser (ADR 003).
  staticDirs: ['./public'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // Props tables from the types, inherited props included (ADR 147).
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Resolve @vonk/* workspace packages to their TypeScript source (the `@vonk/source` export condition, ADR 002).
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: {
        conditions: ['@vonk/source', 'module', 'browser', 'development|production'],
      },
    }),
};

export default config;
