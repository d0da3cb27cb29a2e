import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { formatDateInText } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { ContractSummary } from './ContractSummary.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';
import { euro } from '../../testing/euro.ts';

// The contract summary and best-tariff advice on /abonnementen (issue #28, ADR 133), alone with
// the sandbox's personas: their contract dates are whole months from the sandbox clock.
const sandbox = liveSandbox({ persona: 'contract-midden', path: routePaths.subscriptions.href() });

const meta = {
  title: 'Portal/Secties/Abonnementen/Contract',
  component: ContractSummary,
  ...liveSectionMeta({ persona: 'contract-midden', path: routePaths.subscriptions.href() }),
} satisfies Meta<typeof ContractSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const contractOf = (login: keyof typeof personas) => personas[login].details.contract;
const dateOf = (iso: string | null) => formatDateInText(iso!);

/** A term/value pair of the summary's list. */
async function row(canvasElement: HTMLElement, term: string) {
  const region = within(await within(canvasElement).findByRole('region', { name: 'Je contract' }));
  const dt = region.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
}

/** contract-midden: 12 of 24 months left, no quoted fee: the remaining fees; no advice yet. */
export const MidTerm: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const contract = contractOf('contract-midden');
    await expect(
      await page.findByText(`Je contract loopt tot ${dateOf(contract.endDate)}.`),
    ).toBeVisible();
    await expect(await row(canvasElement, 'Ingangsdatum')).toBe(dateOf(contract.startDate));
    await expect(await row(canvasElement, 'Minimale looptijd')).toBe(
      `24 maanden, tot ${dateOf(contract.endDate)}`,
    );
    await expect(await row(canvasElement, 'Opzegtermijn')).toBe('1 maand');
    await expect(await row(canvasElement, 'Kosten bij eerder opzeggen')).toBe(
      `${euro(1266)}: de maandprijs voor de 12 maanden tot het einde van je minimale looptijd`,
    );
    await expect(await row(canvasElement, 'Maandprijs')).toBe(
      `${euro(105.5)} voor internet, tv en vast bellen`,
    );
    await expect(
      page.getByRole('button', { name: 'Download je contractsamenvatting (pdf)' }),
    ).toBeVisible();
    await expect(page.queryByRole('heading', { name: 'Je voordeligste tarief' })).toBeNull();
  },
};

/** contract-eindigt: two months left at old tariffs; the same services cost € 14,50 less. */
export const EndsSoonWithCheaperTariff: Story = {
  parameters: sandbox({ persona: 'contract-eindigt' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const contract = contractOf('contract-eindigt');
    await expect(
      await page.findByText(`Je contract loopt tot ${dateOf(contract.endDate)}.`),
    ).toBeVisible();
    await expect(await row(canvasElement, 'Kosten bij eerder opzeggen')).toBe(
      `${euro(154)}: de maandprijs voor de 2 maanden tot het einde van je minimale looptijd`,
    );
    await expect(await row(canvasElement, 'Maandprijs')).toBe(`${euro(77)} voor internet en tv`);
    const advice = within(await page.findByRole('region', { name: 'Je voordeligste tarief' }));
    await expect(
      await advice.findByText(
        `Internet Start voor ${euro(45)} per maand, nu betaal je ${euro(57.5)}`,
      ),
    ).toBeVisible();
    await expect(
      advice.getByText(`TV Start voor ${euro(17.5)} per maand, nu betaal je ${euro(19.5)}`),
    ).toBeVisible();
    await expect(advice.getByText(`Je bespaart ${euro(14.5)} per maand.`)).toBeVisible();
    await expect(
      advice.getByRole('link', { name: /Neem contact op om over te stappen/ }),
    ).toBeVisible();
  },
};

/** contract-voorbij: the term ended two months ago; cancelling is free; the best tariff already. */
export const Ended: Story = {
  parameters: sandbox({ persona: 'contract-voorbij' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const contract = contractOf('contract-voorbij');
    await expect(
      await page.findByText(
        `Je minimale looptijd is voorbij sinds ${dateOf(contract.endDate)}. Je kan elke maand opzeggen.`,
      ),
    ).toBeVisible();
    await expect(await row(canvasElement, 'Minimale looptijd')).toBe(
      `12 maanden, tot ${dateOf(contract.endDate)}`,
    );
    await expect(await row(canvasElement, 'Kosten bij eerder opzeggen')).toBe(
      'Geen: je minimale looptijd is voorbij',
    );
    await expect(
      await page.findByText('Je hebt al het voordeligste tarief voor je diensten.'),
    ).toBeVisible();
  },
};

/** jan two months before his term ends (15 maart 2027): his quoted € 90 fee, list prices already. */
export const AlreadyCheapest: Story = {
  parameters: sandbox({ persona: 'jan', today: '2027-01-15' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je contract loopt tot 15 maart 2027.')).toBeVisible();
    await expect(await row(canvasElement, 'Kosten bij eerder opzeggen')).toBe(euro(90));
    const advice = within(await page.findByRole('region', { name: 'Je voordeligste tarief' }));
    await expect(
      await advice.findByText('Je hebt al het voordeligste tarief voor je diensten.'),
    ).toBeVisible();
    await expect(advice.queryByText(/Je bespaart/)).toBeNull();
  },
};

/** piet: no fixed term (monthly terminable), so past any term: the advice too. */
export const NoFixedTerm: Story = {
  parameters: sandbox({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'Je hebt geen contract met een vaste looptijd. Je kan elke maand opzeggen.',
      ),
    ).toBeVisible();
    await expect(await row(canvasElement, 'Minimale looptijd')).toBe('Geen vaste looptijd');
    await expect(
      await page.findByText('Je hebt al het voordeligste tarief voor je diensten.'),
    ).toBeVisible();
  },
};

/** The contract info on its way: a status for screen readers, nothing half-shown. */
export const Loading: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/account/contractinfo', delayMs: NEVER_MS }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Je contract laden');
    await expect(page.queryByRole('region', { name: 'Je contract' })).toBeNull();
  },
};

/** The product lists on their way: the summary is there, the advice says it is loading. */
export const AdviceLoading: Story = {
  parameters: sandbox({
    persona: 'contract-eindigt',
    faults: [{ path: '/api/products/voip', delayMs: NEVER_MS }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const advice = within(await page.findByRole('region', { name: 'Je voordeligste tarief' }));
    await expect(await advice.findByRole('status')).toHaveTextContent('Tarieven laden');
    await expect(page.getByText(/Je contract loopt tot/)).toBeVisible();
  },
};

/** A product list fails: the summary stays, the advice says it cannot be shown now. */
export const AdviceError: Story = {
  parameters: sandbox({
    persona: 'contract-eindigt',
    faults: [{ path: '/api/products/tv', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const advice = within(await page.findByRole('region', { name: 'Je voordeligste tarief' }));
    await expect(
      await advice.findByText(
        'Je voordeligste tarief kunnen we nu niet laten zien. Probeer het later nog eens.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/Je contract loopt tot/)).toBeVisible();
    await expect(advice.queryByText(/Je bespaart/)).toBeNull();
  },
};
