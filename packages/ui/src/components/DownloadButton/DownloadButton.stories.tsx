import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DownloadButton } from './DownloadButton.tsx';

const meta = {
  title: 'Gegevens/DownloadButton',
  component: DownloadButton,
  args: {
    children: 'Download contract',
    download: (): Promise<unknown> => Promise.resolve(),
    onDownloaded: fn(),
  },
} satisfies Meta<typeof DownloadButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download contract' })).toBeVisible();
  },
};

export const DownloadWithKeyboard: Story = {
  // Its state is what its play leaves: in the Docs page in an iframe of its own (ADR 147).
  parameters: { docs: { story: { inline: false } } },
  args: { download: fn(async () => undefined) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Download contract' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.download).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onDownloaded).toHaveBeenCalled());
  },
};

export const Loading: Story = {
  // Its state is what its play leaves: in the Docs page in an iframe of its own (ADR 147).
  parameters: { docs: { story: { inline: false } } },
  args: { download: () => new Promise(() => {}) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download contract' }));
    await expect(canvas.getByRole('button', { name: /Bezig met downloaden/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  // Its state is what its play leaves: in the Docs page in an iframe of its own (ADR 147).
  parameters: { docs: { story: { inline: false } } },
  args: { download: () => Promise.reject(new Error('503')) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download contract' }));
    await expect(
      await canvas.findByText('Het downloaden is niet gelukt. Probeer het later nog eens.'),
    ).toBeVisible();
  },
};

export const Narrow320: Story = {
  args: { children: 'Download een kopie van al je persoonsgegevens (inzageverzoek)' },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /inzageverzoek/ })).toBeVisible();
  },
};
