import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './Footer.tsx';
import { footerMarketing, footerService } from './footerFixture.ts';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { marketing: footerMarketing, service: footerService, bottom: '© 2025 Vonk' },
  render: (args) => (
    <footer>
      <Footer {...args} />
    </footer>
  ),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Service en contact (opent externe website in nieuw tabblad)',
      }),
    ).toBeVisible();
  },
};

export const Mobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    const community = canvas.getByRole('heading', { name: 'Community' }).getBoundingClientRect();
    const products = canvas.getByRole('heading', { name: 'Producten' }).getBoundingClientRect();
    await expect(community.top).toBeGreaterThan(products.top);
  },
};
