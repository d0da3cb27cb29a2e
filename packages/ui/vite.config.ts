// Library build: ESM only, one output file per source module (preserveModules) so consumers
// tree-shake down to the components they import. Peer and runtime deps stay external.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const external = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'styled-components',
  'react-aria',
  'react-stately',
  '@internationalized/date',
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id: string) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
