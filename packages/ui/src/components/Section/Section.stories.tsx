import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { Section } from './Section.tsx';

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    title: 'Je producten',
    description: 'Alles wat je nu bij Vonk afneemt.',
    children: (
      <Grid>
        <Card title="Internet" headingLevel={3}>
          1 Gbit/s
        </Card>
        <Card title="Televisie" headingLevel={3}>
          Interactieve TV
        </Card>
      </Grid>
    ),
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Je producten' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Televisie' })).toBeVisible();
  },
};
