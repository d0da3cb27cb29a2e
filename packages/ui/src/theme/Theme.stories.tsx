import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../components/Alert/Alert.tsx';
import { Button } from '../components/Button/Button.tsx';
import { Card } from '../components/Card/Card.tsx';
import { Grid } from '../components/Grid/Grid.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { StatusTag } from '../components/StatusTag/StatusTag.tsx';
import type { VonkTheme } from '../tokens/createTheme.ts';
import { nachtTheme, vonkTheme } from '../tokens/createTheme.ts';
import { VonkProvider } from './VonkProvider.tsx';

function Sample({ theme }: { theme: VonkTheme }) {
  return (
    <VonkProvider
      theme={theme}
      global={false}
      style={{ padding: '1rem' }}
      aria-label={`Merk ${theme.name}`}
      role="group"
    >
      <Card title={`Merk ${theme.name}`}>
        <Stack gap="3">
          <p>Dezelfde componenten, alleen de merk-tokens verschillen.</p>
          <Stack direction="row" gap="2" wrap>
            <Button>Opslaan</Button>
            <Button variant="secondary">Annuleren</Button>
          </Stack>
          <StatusTag tone="success">Betaald</StatusTag>
          <Alert tone="info" live="none">
            Je nieuwe rekening staat klaar.
          </Alert>
        </Stack>
      </Card>
    </VonkProvider>
  );
}

const meta = { title: 'Basis/Thema', component: Sample } satisfies Meta<typeof Sample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BrandSwap: Story = {
  args: { theme: vonkTheme },
  render: () => (
    <Grid minColumnWidth="18rem">
      <Sample theme={vonkTheme} />
      <Sample theme={nachtTheme} />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const vonk = within(canvas.getByRole('group', { name: 'Merk Vonk' })).getByRole('button', {
      name: 'Opslaan',
    });
    const nacht = within(canvas.getByRole('group', { name: 'Merk Nacht' })).getByRole('button', {
      name: 'Opslaan',
    });
    // Same component, different brand token → different colour.
    await expect(getComputedStyle(vonk).backgroundColor).not.toBe(
      getComputedStyle(nacht).backgroundColor,
    );
    await expect(getComputedStyle(vonk).backgroundColor).toBe('rgb(176, 63, 0)');
  },
};

export const Tokens: Story = {
  args: { theme: vonkTheme },
  render: () => (
    <table>
      <caption>Semantische kleurtokens</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Voorbeeld</th>
        </tr>
      </thead>
      <tbody>
        {Object.keys(vonkTheme.tokens)
          .filter((name) => name.startsWith('color-'))
          .map((name) => (
            <tr key={name}>
              <td>
                <code>--vonk-{name}</code>
              </td>
              <td>
                <span
                  style={{
                    display: 'inline-block',
                    width: '3rem',
                    height: '1.5rem',
                    background: `var(--vonk-${name})`,
                    border: '1px solid var(--vonk-color-border-strong)',
                  }}
                />
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Semantische kleurtokens' })).toBeVisible();
    await expect(canvas.getByText('--vonk-color-text')).toBeVisible();
  },
};
