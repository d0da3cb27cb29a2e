// @vitest-environment node
import { describePackageContents } from '../../scripts/testing/describePackageContents.ts';

describePackageContents({
  name: '@vonk/ui',
  dir: import.meta.dirname,
  modules: ['components/Button/Button', 'formatters/formatDate'],
});
