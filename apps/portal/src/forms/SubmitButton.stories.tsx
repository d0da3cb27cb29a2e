import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmitButton } from './SubmitButton.tsx';
import { sectionDecorator } from '../testing/sectionStory.tsx';

// Every form's submit button (the transfer details form's texts here): ready, and busy while the
// submit is on its way — still there and still named, but it sends nothing twice.
const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());

const meta = {
  title: 'Portal/Formulieren/SubmitButton',
  component: SubmitButton,
  decorators: [sectionDecorator],
  args: {
    form: { isSubmitting: false },
    savingText: 'Je gegevens worden verstuurd...',
    children: 'Gegevens versturen',
  },
  render: (args) => (
    <form aria-label="Je gegevens voor de overstap" onSubmit={onSubmit}>
      <SubmitButton {...args} />
    </form>
  ),
  beforeEach: () => {
    onSubmit.mockClear();
  },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: a click sends the form. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Gegevens versturen' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sending: busy, says so to a screen reader, the label stays, a second click sends nothing. */
export const Submitting: Story = {
  args: { form: { isSubmitting: true } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: /^Gegevens versturen\s+Je gegevens worden verstuurd\.\.\.$/,
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};
