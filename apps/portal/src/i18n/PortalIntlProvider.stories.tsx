import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalIntlProvider } from './PortalIntlProvider.tsx';
import { useText } from './useText.ts';

// The catalogue's texts as every page gets them (ADR 031, 102): precompiled, formatted by
// the portal's own formatter in the browser without an ICU parser, plurals and values included.
// The texts are the idle warning's (ADR 058), which the entry's own catalogue holds.
function IdleTexts({ minutes }: { minutes: readonly number[] }) {
  const t = useText();
  return (
    <section aria-label={t('session.idle.title')}>
      <ul>
        {minutes.map((count) => (
          <li key={count}>{t('session.idle.body', { minutes: count })}</li>
        ))}
      </ul>
      <button type="button">{t('session.idle.stay')}</button>
    </section>
  );
}

const meta = {
  title: 'Portal/Teksten/PortalIntlProvider',
  component: PortalIntlProvider,
  args: { children: <IdleTexts minutes={[1, 2]} /> },
} satisfies Meta<typeof PortalIntlProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain text and one plural in both its Dutch forms, in nl-NL. */
export const Texts: Story = {
  play: async ({ canvasElement }) => {
    const texts = within(within(canvasElement).getByRole('region', { name: 'Ben je er nog?' }));
    const items = texts.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Je hebt een tijd niets gedaan. Over 1 minuut word je automatisch uitgelogd, zodat niemand anders bij je gegevens kan.',
      'Je hebt een tijd niets gedaan. Over 2 minuten word je automatisch uitgelogd, zodat niemand anders bij je gegevens kan.',
    ]);
    await expect(texts.getByRole('button', { name: 'Ingelogd blijven' })).toBeVisible();
  },
};
