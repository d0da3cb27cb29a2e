import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Switch } from '../Switch/Switch.tsx';
import { ActionList, ActionListItem } from './ActionList.tsx';

const onPress = fn();

const meta = {
  title: 'Gegevens/ActionList',
  component: ActionList,
  args: {
    'aria-label': 'Instellingen',
    children: (
      <>
        <ActionListItem
          icon="person"
          title="Adres"
          description="Kerkstraat 12 A, Amsterdam"
          href="/mijn-gegevens/adresgegevens"
        />
        <ActionListItem icon="tv" title="TV-instellingen" href="/instellingen/tv" />
        <ActionListItem icon="settings" title="Monteur op afstand aanvragen" onPress={onPress} />
        <ActionListItem
          icon="phoneFixed"
          title="Voicemail"
          description="Bij geen gehoor na 20 seconden"
          actions={<Switch>Voicemail aan</Switch>}
        />
      </>
    ),
  },
} satisfies Meta<typeof ActionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Instellingen' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Adres Kerkstraat 12 A, Amsterdam' }),
    ).toHaveAttribute('href', '/mijn-gegevens/adresgegevens');
  },
};

export const Keyboard: Story = {
  // Its state is the focus its play moves: in the Docs page in an iframe of its own (ADR 147).
  parameters: { docs: { story: { inline: false } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: /Adres/ })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Monteur op afstand aanvragen' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onPress).toHaveBeenCalled();
  },
};

export const Narrow320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Voicemail aan' })).toBeInTheDocument();
  },
};
