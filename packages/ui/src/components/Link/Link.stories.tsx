import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'Basis/Link',
  component: Link,
  args: { href: '/rekeningen', children: 'Bekijk je rekeningen' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Bekijk je rekeningen' });
    await expect(link).toHaveAttribute('href', '/rekeningen');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const External: Story = {
  args: { href: 'https://www.vonk.nl/service', children: 'Service en contact' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Service en contact (opent externe website in nieuw tabblad)',
    });
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    // Seen, not only heard: the "new tab" icon sits after the text (issue 30).
    await expect(link.querySelector('[data-new-tab]')).toBeVisible();
  },
};

/** An external link that stays in this tab (the header's brand and service): no icon. */
export const ExternalSameTab: Story = {
  args: { href: 'https://www.vonk.nl/', children: 'Vonk', openInNewTab: false },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Vonk (opent externe website)' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link.querySelector('[data-new-tab]')).toBeNull();
  },
};

export const LongDutchText: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    href: 'https://www.vonk.nl/privacy',
    children:
      'Lees hier alles over de verwerking van je persoonsgegevens en je privacyinstellingen',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: /privacyinstellingen \(opent externe website in nieuw tabblad\)/,
      }),
    ).toBeVisible();
  },
};
