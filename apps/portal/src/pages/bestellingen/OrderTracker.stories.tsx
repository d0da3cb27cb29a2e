import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { OrderTracker } from './OrderTracker.tsx';
import { sectionDecorator } from '../../testing/sectionStory.tsx';

// The one order tracker (ADR 038) alone, on the sandbox personas' own orders: the same steps
// /bestellingen, /bestellingen/thuis and a move show.
const janOpen = personas.jan.orders.find((order) => order.status === 'Open')!;
const janCancelled = personas.jan.orders.find((order) => order.status === 'Cancelled')!;
const cease = personas['opzegging-loopt'].orders.find((order) => order.status !== 'Completed')!;

const meta = {
  title: 'Portal/Secties/Bestellingen/Voortgang',
  component: OrderTracker,
  decorators: [sectionDecorator],
  args: { order: janOpen },
} satisfies Meta<typeof OrderTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

const steps = (canvasElement: HTMLElement, id: string) =>
  within(
    within(canvasElement).getByRole('list', { name: `Voortgang van bestelling ${id}` }),
  ).getAllByRole('listitem');

/** Jan's hardware order: ordered, the rest to come, installation expected. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const items = steps(canvasElement, janOpen.id);
    await expect(items.map((step) => step.textContent)).toEqual([
      'Besteld, huidige stap18 november 2026',
      'Bevestigd, nog niet',
      'Verzonden, nog niet',
      'Geïnstalleerd, nog nietverwacht 26 november 2026',
    ]);
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** A cease (no hardware): planned for its wish date, ending in "Beëindigd". */
export const Cease: Story = {
  args: { order: cease },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement, cease.id).map((step) => step.textContent)).toEqual([
      'Besteld, afgerond16 november 2026',
      'Bevestigd, huidige stap17 november 2026',
      'Ingepland, nog nietverwacht 31 december 2026',
      'Beëindigd, nog nietverwacht 31 december 2026',
    ]);
  },
};

/** Cancelled: two steps, the last one in the error tone. */
export const Cancelled: Story = {
  args: { order: janCancelled },
  play: async ({ canvasElement }) => {
    const items = steps(canvasElement, janCancelled.id);
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('Geannuleerd, huidige stap');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** At 320 px the steps stay readable and nothing is wider than the screen (WCAG 1.4.10). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement, janOpen.id)).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
