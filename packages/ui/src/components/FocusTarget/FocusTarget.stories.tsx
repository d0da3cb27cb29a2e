import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Section } from '../Section/Section.tsx';
import { FocusTarget, focusArrival } from './FocusTarget.tsx';

const meta = {
  title: 'Feedback/FocusTarget',
  component: FocusTarget,
} satisfies Meta<typeof FocusTarget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A request button replaced by its status: the status takes the button's focus (WCAG 2.4.3). */
function RequestExample() {
  const [asked, setAsked] = useState(false);
  return (
    <Section title="Monteur op afstand">
      {asked ? (
        <FocusTarget role="status" when={asked}>
          <p>Aangevraagd. Je hoeft niets te doen: de monteur neemt contact met je op.</p>
        </FocusTarget>
      ) : (
        <Button onClick={() => setAsked(true)}>Monteur op afstand aanvragen</Button>
      )}
    </Section>
  );
}

export const ReplacesAButton: Story = {
  render: () => <RequestExample />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** After a navigation the shell calls focusArrival: a marked receipt wins over the h1. */
export const ArrivalReceipt: Story = {
  render: () => (
    <div data-testid="main">
      <h1>Internetsnelheid wijzigen</h1>
      <FocusTarget arrival>
        <Alert tone="success" title="Je bestelling is geplaatst">
          Je volgt hem bij Bestellingen.
        </Alert>
      </FocusTarget>
    </div>
  ),
  play: async ({ canvas }) => {
    focusArrival(canvas.getByTestId('main'));
    await expect(
      canvas.getByText('Je bestelling is geplaatst').closest('[tabindex]'),
    ).toHaveFocus();
  },
};

/** A flow step marked with Section's `arrival`: its heading takes focus, not the h1. */
export const ArrivalStepHeading: Story = {
  render: () => (
    <div data-testid="main">
      <h1>Opzeggen</h1>
      <Section title="Dit zeg je op" description="Stap 2 van 3" arrival>
        <p>TV Start stopt op 1 januari 2027.</p>
      </Section>
    </div>
  ),
  play: async ({ canvas }) => {
    focusArrival(canvas.getByTestId('main'));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Dit zeg je op' })).toHaveFocus();
  },
};
