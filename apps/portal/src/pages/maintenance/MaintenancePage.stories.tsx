import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MaintenancePage } from './MaintenancePage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';

const meta = {
  title: 'Portal/Pagina’s/Onderhoud (maintenance)',
  component: MaintenancePage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    portal: { path: routePaths.maintenance.href(), persona: null, today: '2026-03-10' },
  },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outside 22/01–26/01: the page without the §8 notice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Vonk tijdelijk niet beschikbaar' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toHaveAttribute(
      'href',
      'https://www.vonk.example/service',
    );
    await expect(page.queryByText(/22\/01 tot en met 26\/01/)).not.toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible();
  },
};

/** From 22/01 to 26/01 (here 23/01): the §8 notice about payments and deliveries. */
export const MaintenanceNotice: Story = {
  parameters: {
    portal: { path: routePaths.maintenance.href(), persona: null, today: '2026-01-23' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Van 22/01 tot en met 26/01 voeren we onderhoud uit'),
    ).toBeVisible();
    const items = page.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'Je betalingen worden in deze periode niet bijgewerkt.',
      'Je kunt geen betalingsregeling of uitstel van betaling aanvragen.',
      'Leveringen of retouren kunnen later zijn.',
    ]);
  },
};

/** The last day of the window still shows the notice; the day after does not. */
export const NoticeLastDay: Story = {
  parameters: {
    portal: { path: routePaths.maintenance.href(), persona: null, today: '2026-01-26' },
    docsAlike: 'the last day shows the notice of MaintenanceNotice',
  },
  play: MaintenanceNotice.play,
};

export const NoticeDayAfter: Story = {
  parameters: {
    portal: { path: routePaths.maintenance.href(), persona: null, today: '2026-01-27' },
    docsAlike: 'the day after shows no notice, like Default',
  },
  play: Default.play,
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};

/**
 * Issue #31: a 503 on /rekeningen's invoices lands here, told where jan was; "Probeer opnieuw"
 * (the API back) goes back to /rekeningen, not to a dead end.
 */
export const RetryBackToThePage: Story = {
  parameters: {
    portal: {
      path: routePaths.invoices.href(),
      persona: 'jan',
      faults: [{ path: '/api/invoices', method: 'GET', status: 503, times: 1 }],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Vonk tijdelijk niet beschikbaar' }),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  },
};
