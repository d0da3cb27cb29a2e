// @vitest-environment node
import { describePackageContents } from '../../scripts/testing/describePackageContents.ts';

describePackageContents({
  name: '@vonk/domain',
  dir: import.meta.dirname,
  modules: ['contract/index', 'invoices/rules'],
});
