import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { choiceGroupProps, FlowChoice } from './FlowChoice.tsx';
import { sectionDecorator } from './sectionStory.tsx';

interface ExampleProps {
  kind: 'order' | 'cease';
  onSubmit: (values: { product: string }) => Promise<unknown>;
}

/** Step 1 as a flow uses it: one required choice. */
function ExampleChoice({ kind, onSubmit }: ExampleProps) {
  const form = usePortalForm({
    id: `verhaal/keuze/${kind}`,
    fieldIds: { product: 'verhaal-product' },
    defaultValues: { product: '' },
    checks: { product: (value) => (value ? undefined : 'Kies een belabonnement.') },
    onSubmit,
  });
  return (
    <FlowChoice title="Kies hoe je vast wilt bellen" form={form} kind={kind}>
      <RadioGroup {...choiceGroupProps(form.field('product'))} label="Belabonnement">
        <Radio value="Vast bellen Basis">Vast bellen Basis</Radio>
        <Radio value="Vast bellen Onbeperkt">Vast bellen Onbeperkt</Radio>
      </RadioGroup>
    </FlowChoice>
  );
}

// The choose step every /abonnementen flow shares (ADR 065): ordering and cancelling start alike.
const meta = {
  title: 'Portal/Secties/Abonnementen/Keuzestap',
  component: ExampleChoice,
  decorators: [sectionDecorator],
  // Its states are what its plays do (clicks, typing, focus): in docs each block runs in an
  // iframe of its own, play included, as in the canvas (ADR 147).
  parameters: { docs: { story: { inline: false, height: '440px' } } },
  args: { kind: 'order', onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ExampleChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Kies hoe je vast wilt bellen' })).toBeVisible();
    await expect(page.getByText('Stap 1 van 3')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar je abonnement' })).toHaveAttribute(
      'href',
      routePaths.subscriptions.href(),
    );
  },
};

/** "Verder" without a choice: the summary links to the group, the group says it too. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect(page.getByRole('link', { name: 'Kies een belabonnement.' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A cancel flow's step that fails: it says nothing was cancelled. */
export const CeaseFailed: Story = {
  args: { kind: 'cease', onSubmit: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: 'Vast bellen Basis' }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect(await page.findByText('Opzeggen is niet gelukt')).toBeVisible();
  },
};
