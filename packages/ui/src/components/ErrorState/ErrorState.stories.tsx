import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ErrorState } from './ErrorState.tsx';

const meta = { title: 'Feedback/ErrorState', component: ErrorState } satisfies Meta<
  typeof ErrorState
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: 'De rekeningen konden niet worden geladen.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Oeps! Er is iets fout gegaan.' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: {
    headingLevel: 1,
    heading: 'Sorry! Wij kunnen de pagina niet vinden.',
    children: 'De pagina die je zoekt bestaat niet. Of niet meer. Of er zit een foutje in de link.',
    action: <Button href="/dashboard">Naar home</Button>,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sorry! Wij kunnen de pagina niet vinden.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Naar home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const Mobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    heading: 'Oeps! Hier ging iets mis.',
    children: 'Je bent op een pagina die er even niet is.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Je bent op een pagina die er even niet is.')).toBeVisible();
  },
};
