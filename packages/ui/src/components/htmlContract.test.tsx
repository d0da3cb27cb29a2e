// One HTML contract for every component (see src/testing/htmlContract.tsx). A new export of
// @vonk/ui that renders something fails the last test until it has a row here.
import { useRef } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ui from '../index.ts';
import { loadOverlay } from './Modal/overlayLoader.tsx';
import type { ContractProps, HtmlContract } from '../testing/htmlContract.tsx';
import { expectHtmlContract } from '../testing/htmlContract.tsx';
import {
  exampleHouseNumberAdditionRule,
  exampleHouseNumberRule,
  exampleIbanRule,
  examplePostcodeRule,
} from '../testing/exampleRules.ts';

const addressRules = {
  postcode: examplePostcodeRule,
  houseNumber: exampleHouseNumberRule,
  houseNumberAddition: exampleHouseNumberAdditionRule,
};

type P = Partial<ContractProps>;
const control = (selector: string) => (root: Element) => root.querySelector(selector);
const inBody = (selector: string) => (base: HTMLElement) => base.querySelector(selector);
const noop = () => {};

function PopoverHarness(props: P) {
  const state = useOverlayTriggerState({ defaultOpen: true });
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={triggerRef}>Open</button>
      <ui.Popover {...props} state={state} triggerRef={triggerRef} aria-label="Uitleg">
        Inhoud
      </ui.Popover>
    </>
  );
}

const contracts: Record<string, HtmlContract> = {
  Accordion: {
    render: (p: P) => (
      <ui.Accordion {...p} items={[{ id: 'a', title: 'Vraag', content: 'Antwoord' }]} />
    ),
  },
  ActionList: { render: (p: P) => <ui.ActionList {...p}>{null}</ui.ActionList> },
  ActionListItem: {
    render: (p: P) => <ui.ActionListItem {...p} title="Wifi-instellingen" href="/wifi" />,
    root: (_, container) => container.querySelector('li'),
  },
  AddressFields: {
    render: (p: P) => (
      <ui.AddressFields
        {...p}
        rules={addressRules}
        lookup={async () => ({ status: 'unknown' }) as never}
      />
    ),
  },
  AgentBanner: { render: (p: P) => <ui.AgentBanner {...p} customerCode="10000001" /> },
  Alert: { render: (p: P) => <ui.Alert {...p} title="Let op" /> },
  AppShell: { render: (p: P) => <ui.AppShell {...p}>Inhoud</ui.AppShell> },
  Badge: { render: (p: P) => <ui.Badge {...p}>Nieuw</ui.Badge> },
  BarChart: {
    render: (p: P) => (
      <ui.BarChart
        {...p}
        title="Kosten"
        categories={[{ key: 'a', label: 'nov' }]}
        series={[{ key: 'b', label: 'Bellen', values: [1] }]}
        formatValue={String}
        categoryLabel="Maand"
        tableCaption="Kosten"
      />
    ),
  },
  Breadcrumbs: {
    render: (p: P) => (
      <ui.Breadcrumbs {...p} items={[{ text: 'Home', href: '/' }, { text: 'Hier' }]} />
    ),
  },
  Button: { render: (p: P) => <ui.Button {...p}>Opslaan</ui.Button> },
  Card: { render: (p: P) => <ui.Card {...p}>Inhoud</ui.Card> },
  Checkbox: {
    render: (p: P) => <ui.Checkbox {...p}>Akkoord</ui.Checkbox>,
    element: control('input'),
  },
  CheckboxGroup: {
    render: (p: P) => (
      <ui.CheckboxGroup {...p} label="Onderwerpen">
        <ui.Checkbox value="nieuws">Nieuws</ui.Checkbox>
      </ui.CheckboxGroup>
    ),
  },
  DateField: { render: (p: P) => <ui.DateField {...p} label="Geboortedatum" /> },
  DescriptionList: {
    render: (p: P) => <ui.DescriptionList {...p} items={[{ term: 'Naam', description: 'Jan' }]} />,
  },
  Dialog: { render: (p: P) => <ui.Dialog {...p} title="Bevestigen" /> },
  DownloadButton: {
    render: (p: P) => (
      <ui.DownloadButton {...p} download={async () => ({ blob: new Blob(), fileName: 'a.pdf' })}>
        Download
      </ui.DownloadButton>
    ),
    root: (_, container) => container.querySelector('button'),
  },
  Drawer: {
    render: (p: P) => <ui.Drawer {...p} open onOpenChange={noop} title="Meer" />,
    root: inBody('[role="dialog"]'),
  },
  EmptyState: { render: (p: P) => <ui.EmptyState {...p} title="Geen facturen" /> },
  ErrorState: { render: (p: P) => <ui.ErrorState {...p} /> },
  Fieldset: { render: (p: P) => <ui.Fieldset {...p} legend="Adres" /> },
  Footer: { render: (p: P) => <ui.Footer {...p} /> },
  FocusTarget: { render: (p: P) => <ui.FocusTarget {...p}>Aangevraagd</ui.FocusTarget> },
  FormErrorSummary: {
    render: (p: P) => <ui.FormErrorSummary {...p} errors={[{ fieldId: 'x', message: 'Fout' }]} />,
  },
  Grid: { render: (p: P) => <ui.Grid {...p} /> },
  Header: { render: (p: P) => <ui.Header {...p} homeHref="https://www.vonk.nl" /> },
  HouseNumberAdditionField: {
    render: (p: P) => <ui.HouseNumberAdditionField {...p} rule={exampleHouseNumberAdditionRule} />,
    element: control('input'),
  },
  HouseNumberField: {
    render: (p: P) => <ui.HouseNumberField {...p} rule={exampleHouseNumberRule} />,
    element: control('input'),
  },
  IbanField: {
    render: (p: P) => <ui.IbanField {...p} rule={exampleIbanRule} />,
    element: control('input'),
  },
  Icon: { render: (p: P) => <ui.Icon {...p} name="home" /> },
  InlineMessage: { render: (p: P) => <ui.InlineMessage {...p}>Opgeslagen</ui.InlineMessage> },
  Link: {
    render: (p: P) => (
      <ui.Link {...p} href="/rekeningen">
        Rekeningen
      </ui.Link>
    ),
  },
  LoadingBar: { render: (p: P) => <ui.LoadingBar {...p} state="loading" /> },
  LocalNavigation: { render: (p: P) => <ui.LocalNavigation {...p} title="Rekeningen" /> },
  MainNavigation: { render: (p: P) => <ui.MainNavigation {...p} items={[]} /> },
  Menu: {
    render: (p: P) => (
      <ui.Menu {...p} label="Acties" items={[{ id: 'a', label: 'Wijzig' }]} onAction={noop} />
    ),
  },
  Modal: {
    render: (p: P) => <ui.Modal {...p} open onOpenChange={noop} title="Bevestigen" />,
    root: inBody('[role="dialog"]'),
  },
  PageHeader: { render: (p: P) => <ui.PageHeader {...p} title="Rekeningen" /> },
  Pagination: {
    render: (p: P) => (
      <ui.Pagination {...p} page={1} totalItems={30} pageSize={10} onPageChange={noop} />
    ),
  },
  PasswordField: {
    render: (p: P) => <ui.PasswordField {...p} label="Wachtwoord" />,
    element: control('input'),
  },
  PhoneField: {
    render: (p: P) => <ui.PhoneField {...p} label="Mobiel nummer" />,
    element: control('input'),
  },
  Popover: { render: (p: P) => <PopoverHarness {...p} />, root: inBody('[data-popover]') },
  PostcodeField: {
    render: (p: P) => <ui.PostcodeField {...p} rule={examplePostcodeRule} />,
    element: control('input'),
  },
  ExplainerVideo: { render: (p: P) => <ui.ExplainerVideo {...p} title="Uitleg" src="/v.mp4" /> },
  PriceChangeCallout: {
    render: (p: P) => <ui.PriceChangeCallout {...p} start="2026-12-01" end="2027-01-31" />,
  },
  PriceTag: { render: (p: P) => <ui.PriceTag {...p} amount={12.5} /> },
  ProgressBar: { render: (p: P) => <ui.ProgressBar {...p} aria-label="Data" value={30} /> },
  Radio: {
    render: (p: P) => (
      <ui.RadioGroup label="Keuze">
        <ui.Radio {...p} value="a">
          A
        </ui.Radio>
      </ui.RadioGroup>
    ),
    root: (base) => base.querySelector('input')?.closest('label')?.parentElement ?? null,
    element: (_, base) => base.querySelector('input'),
  },
  RadioGroup: {
    render: (p: P) => (
      <ui.RadioGroup {...p} label="Keuze">
        <ui.Radio value="a">A</ui.Radio>
      </ui.RadioGroup>
    ),
  },
  Section: { render: (p: P) => <ui.Section {...p} title="Gegevens" /> },
  Select: {
    render: (p: P) => (
      <ui.Select {...p} label="Land" options={[{ value: 'nl', label: 'Nederland' }]} />
    ),
    element: control('select'),
  },
  Skeleton: { render: (p: P) => <ui.Skeleton {...p} /> },
  Spinner: { render: (p: P) => <ui.Spinner {...p} /> },
  Stack: { render: (p: P) => <ui.Stack {...p} /> },
  StatusTag: { render: (p: P) => <ui.StatusTag {...p}>Betaald</ui.StatusTag> },
  Tracker: {
    render: (p: P) => (
      <ui.Tracker
        {...p}
        aria-label="Voortgang"
        steps={[{ id: 'a', label: 'Besteld', state: 'current' }]}
      />
    ),
  },
  Switch: { render: (p: P) => <ui.Switch {...p}>Wifi</ui.Switch>, element: control('input') },
  Table: {
    render: (p: P) => (
      <ui.Table
        {...p}
        caption="Facturen"
        columns={[{ key: 'a', header: 'A' }]}
        rows={[{ a: 1 }]}
        getRowKey={(row) => row.a}
      />
    ),
    element: control('table'),
  },
  Tabs: {
    render: (p: P) => (
      <ui.Tabs {...p} aria-label="Diensten" items={[{ id: 'a', title: 'A', content: 'Inhoud' }]} />
    ),
  },
  TextField: { render: (p: P) => <ui.TextField {...p} label="Naam" />, element: control('input') },
  VisuallyHidden: { render: (p: P) => <ui.VisuallyHidden {...p}>Verborgen</ui.VisuallyHidden> },
};

// Exports that render nothing of their own: providers, and the global style.
const notElements = new Set([
  'AnnouncerProvider',
  'GlobalStyle',
  'LinkProvider',
  'ToastProvider',
  'VonkProvider',
]);

describe('HTML contract: className merges, other props reach the element, ref forwards', () => {
  // An open Modal or Drawer renders once its code is fetched (ADR 030); fetch it first.
  beforeAll(loadOverlay);
  it.each(Object.entries(contracts))('%s', (_, contract) => expectHtmlContract(contract));

  it('covers every component @vonk/ui exports', () => {
    const components = Object.entries(ui)
      .filter(([name, value]) => /^[A-Z][a-z]/.test(name) && typeof value === 'function')
      .map(([name]) => name)
      .filter((name) => !notElements.has(name));
    expect(components.filter((name) => !(name in contracts))).toEqual([]);
  });
});
