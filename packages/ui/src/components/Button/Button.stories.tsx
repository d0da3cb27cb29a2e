import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Acties/Button',
  component: Button,
  args: { children: 'Opslaan', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Annuleren' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  },
};

export const Tertiary: Story = {
  args: { variant: 'tertiary', children: 'Meer informatie' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Meer informatie' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" align="center" wrap>
      <Button size="small">Klein</Button>
      <Button size="medium">Middel</Button>
      <Button size="large">Groot</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Klein' }).getBoundingClientRect();
    const large = canvas.getByRole('button', { name: 'Groot' }).getBoundingClientRect();
    await expect(large.height).toBeGreaterThan(small.height);
  },
};

export const WithIcon: Story = {
  args: { icon: 'invoice', children: 'Download rekening' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download rekening' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Inloggen' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Inloggen Bezig...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Verstuur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verstuur' })).toBeDisabled();
  },
};

export const AsExternalLink: Story = {
  args: {
    href: 'https://www.vonk.nl/service',
    children: 'Naar de service',
    icon: 'external',
    iconPosition: 'end',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: 'Naar de service (opent externe website in nieuw tabblad)',
      }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const LongTextMobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: { fullWidth: true, children: 'Bevestig je nieuwe betaalgegevens en automatische incasso' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /automatische incasso/ });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
