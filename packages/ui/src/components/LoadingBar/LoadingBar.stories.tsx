import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import type { LoadingBarState } from './LoadingBar.tsx';
import { LoadingBar } from './LoadingBar.tsx';

const meta = {
  title: 'Shell/LoadingBar',
  component: LoadingBar,
  args: { state: 'loading' },
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina wordt geladen');
  },
};

export const Complete: Story = {
  args: { state: 'complete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Pagina geladen');
  },
};

export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oeps! Er is iets fout gegaan.');
  },
};

function Navigating() {
  const [state, setState] = useState<LoadingBarState>('idle');
  return (
    <>
      <LoadingBar state={state} />
      <Button onClick={() => setState('loading')}>Naar rekeningen</Button>{' '}
      <Button variant="secondary" onClick={() => setState('complete')}>
        Klaar met laden
      </Button>
    </>
  );
}

export const Sequence: Story = {
  render: () => <Navigating />,
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('status');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Naar rekeningen' }));
    await expect(region).toHaveTextContent('Pagina wordt geladen');
    await userEvent.click(canvas.getByRole('button', { name: 'Klaar met laden' }));
    await expect(region).toHaveTextContent('Pagina geladen');
  },
};
