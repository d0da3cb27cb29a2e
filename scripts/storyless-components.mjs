// Lists the components that have no story file of their own (the guide: "every component and
// every screen state has a story"): each *.tsx under apps/portal/src and packages/ui/src that
// exports a component (a capitalised function or const) without a sibling <Name>.stories.tsx.
// Pages (pages/**/<Name>Page.tsx) have their own stories by the screen recipe and are checked
// there; the files below were judged not to need one, each for the reason given. Exit code 1 when
// a component is missing from both. Run: node scripts/storyless-components.mjs
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Judged: no story of their own needed. */
const WITHOUT_STORY = {
  // Providers, contexts and wrappers: no state a user sees.
  'apps/portal/src/session/PortalContext.tsx': 'context',
  'apps/portal/src/sections/FocusHere.tsx': 'focus wrapper (useFocusWhen has unit tests)',
  'apps/portal/src/shell/PublicPage.tsx': 'layout of the public pages, in their stories',
  'apps/portal/src/shell/RootLayout.tsx': 'router outlet with the link provider',
  'packages/ui/src/components/Link/LinkProvider.tsx': 'provider',
  'packages/ui/src/theme/VonkProvider.tsx': 'provider (Theme.stories shows the tokens)',
  'packages/ui/src/theme/AriaLocale.tsx':
    'provider (AriaLocale.test; Menu, Tabs, ProgressBar stories)',
  // One generic component with a story per use.
  'apps/portal/src/shell/ReferenceForm.tsx':
    'CompleteTransferReferenceForm and ReturnLabelReferenceForm stories',
  'apps/portal/src/forms/PaymentDetailsForm.tsx': 'PaymentDetailsSection stories (its one use)',
  'apps/portal/src/pages/bestellingen/ShippingElsewhereForm.tsx':
    'ShippingAddressForm stories (the part that loads once "Op een ander adres" is ticked)',
  'apps/portal/src/pages/abonnementen/ShipElsewhereFields.tsx':
    'ShipElsewhere stories (the part that loads once "Bezorgen op een ander adres" is ticked)',
  'apps/portal/src/pages/abonnementen/lazyOrderSteps.tsx':
    'OrderSummary and OrderReceipt stories, loaded lazily; each order flow’s summary and receipt stories',
  'apps/portal/src/pages/abonnementen/order/PricedOrderSummary.tsx':
    'OrderSummary stories (priced from the monthly total); each order flow’s summary story',
  'apps/portal/src/pages/abonnementen/opzeggen/lazyCeaseSteps.tsx':
    'CeaseSummary and CeaseReceipt stories, loaded lazily; CeaseFlow stories',
  'apps/portal/src/sections/ProductList.tsx': 'CurrentProducts stories (the list they all show)',
  'apps/portal/src/sections/ProductsWithEndings.tsx':
    'CurrentProducts CancellationRunning (its one use, loaded lazily)',
  'apps/portal/src/pages/rekeningen/arrangement/ArrangementFlow.tsx':
    'ArrangementSection stories (its one use: Offer, Review, DatesChanged; the steps have their own)',
  'apps/portal/src/pages/rekeningen/arrangement/ArrangementNotPossible.tsx':
    'ArrangementSection stories (its one use, a story per kind of "not possible")',
  // Parts of a @vonk/ui component, not exported by the package: its stories show them.
  'packages/ui/src/components/Field/ChoiceGroupFrame.tsx': 'RadioGroup, CheckboxGroup',
  'packages/ui/src/components/Field/Field.tsx': 'TextField and every field',
  'packages/ui/src/components/Header/HeaderSubscriptions.tsx': 'Header',
  'packages/ui/src/components/HouseNumberField/HouseNumberAdditionField.tsx':
    'HouseNumberField (Addition)',
  'packages/ui/src/components/MainNavigation/MainNavigationGroups.tsx': 'MainNavigation',
  'packages/ui/src/components/Menu/MenuList.tsx': 'Menu',
  'packages/ui/src/components/Modal/ModalFrame.tsx': 'Modal',
  'packages/ui/src/components/Modal/ModalOverlay.tsx': 'Modal, Drawer',
  'packages/ui/src/components/Modal/overlayLoader.tsx': 'Modal, Drawer (and its unit test)',
  'packages/ui/src/components/Spinner/SpinnerGraphic.tsx': 'Spinner, Button',
};

/** Story and test helpers, and the examples the ui stories render. */
const helper = (file) =>
  /\/(testing)\//.test(file) || /Example\.tsx$/.test(file) || /\/pages\/.*Page\.tsx$/.test(file);

const files = execFileSync(
  'git',
  ['ls-files', 'apps/portal/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && !/\.(stories|test)\.tsx$/.test(file) && !helper(file));

const storyless = files.filter(
  (file) =>
    /^export (default )?(function|const) [A-Z]/m.test(readFileSync(file, 'utf8')) &&
    !existsSync(file.replace(/\.tsx$/, '.stories.tsx')) &&
    !(file in WITHOUT_STORY),
);
for (const file of storyless) console.log(file);
const gone = Object.keys(WITHOUT_STORY).filter((file) => !files.includes(file));
for (const file of gone) console.log(`judged without story, but no longer there: ${file}`);
process.exit(storyless.length + gone.length > 0 ? 1 : 0);
