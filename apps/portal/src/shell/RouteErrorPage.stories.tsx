import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import type { RuntimeConfig } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { usePageData } from './usePageData.ts';
import { liveSectionLoader } from '../testing/liveSection.tsx';
import { storyServices } from '../testing/storyServices.ts';

// A route that throws, alone: a page whose read fails once (the sandbox answers 500 the first
// time), with this as its error element, as routes.tsx has it. The page stories show it in
// place (in the shell, on a public page).

/** A page of jan's name: usePageData throws its failure into the route's error boundary. */
function NamePage() {
  const customer = usePageData(reads.customerInfo).data;
  return <main>{customer && <p>Hallo {customer.firstName}</p>}</main>;
}

function FailingRoute({ config, withinShell }: { config: RuntimeConfig; withinShell: boolean }) {
  const { services, router } = useMemo(() => {
    const services = storyServices({ config, persona: 'jan' });
    const errorElement = withinShell ? (
      <main>
        <RouteErrorPage withinShell />
      </main>
    ) : (
      <RouteErrorPage />
    );
    const router = createMemoryRouter([{ path: '*', Component: NamePage, errorElement }], {
      initialEntries: [routePaths.myData.href()],
    });
    services.attachRouter(router);
    return { services, router };
  }, [config, withinShell]);
  return <App services={services} router={router} />;
}

const meta = {
  title: 'Portal/Shell/Pagina mislukt',
  component: RouteErrorPage,
  loaders: [liveSectionLoader],
  parameters: {
    sandbox: {
      persona: 'jan',
      faults: [{ path: '/api/account/customerinfo', method: 'GET', status: 500, times: 1 }],
    },
  },
  args: { withinShell: false },
  render: ({ withinShell = false }, { loaded }) => (
    <FailingRoute config={loaded.config as RuntimeConfig} withinShell={withinShell} />
  ),
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §8 on a page of its own: the page's heading, a retry that asks again, a way home. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Oeps! Er is iets fout gegaan.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar Mijn Vonk' })).toHaveAttribute(
      'href',
      routePaths.root.href(),
    );
  },
};

/** After Failed: the fault is gone and "Probeer opnieuw" brings the content back (the recovery as a story of its own, issue #32). */
export const FailedRecovered: Story = {
  ...Failed,
  play: async (context) => {
    await Failed.play?.(context);
    const { canvasElement } = context;
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(await page.findByText(`Hallo ${personas.jan.basic.firstName}`)).toBeVisible();
    await expect(page.queryByText('Oeps! Er is iets fout gegaan.')).toBeNull();
  },
};

/** Inside the shell, under the shell's own page heading: a second-level heading. */
export const WithinShell: Story = {
  args: { withinShell: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Oeps! Er is iets fout gegaan.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible();
  },
};
