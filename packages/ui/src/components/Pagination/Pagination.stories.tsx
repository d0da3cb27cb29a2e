import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { PaginationProps } from './Pagination.tsx';
import { Pagination } from './Pagination.tsx';

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'Gegevens/Pagination',
  component: Pagination,
  args: { page: 1, totalItems: 95, pageSize: 10 },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginering' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Vorige' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const KeyboardNext: Story = {
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Volgende' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(next).toHaveFocus());
  },
};

export const Middle: Story = {
  args: { page: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pagina 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Pagina 10' })).toBeVisible();
  },
};

export const AsLinks: Story = {
  args: { page: 2, getPageHref: (page: number) => `/bestellingen?pagina=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/bestellingen?pagina=3',
    );
  },
};

export const SinglePageRendersNothing: Story = {
  args: { totalItems: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Narrow320: Story = {
  args: { page: 5 },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Volgende' })).toBeVisible();
  },
};
