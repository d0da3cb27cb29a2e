import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailableProduct } from '@vonk/domain';
import { PortalIntlProvider } from '../../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../../session/PortalContext.tsx';
import { testServices } from '../../testing/testServices.ts';
import '../../testing/allPageMessages.ts';
import { RecordingChoice } from './opnemen/RecordingChoice.tsx';
import { TvPackageChoice } from './tv-pakketten/TvPackageChoice.tsx';

// Step 1 of the TV extras (ADR 068) with their props: what is offered, what is said, what goes on.
const wrap = (children: React.ReactNode) =>
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices()}>{children}</PortalContext>
    </PortalIntlProvider>,
  );
const entry = (name: string, category: AvailableProduct['category'], price: number) => ({
  name,
  displayName: name,
  category,
  price,
  oneOffPrice: 0,
  description: `Over ${name}.`,
  current: false,
  downloadSpeedMbps: null,
  uploadSpeedMbps: null,
});

afterEach(() => sessionStorage.clear());

describe('TvPackageChoice', () => {
  it('names each package with its kind and price, and goes on with the one chosen', async () => {
    const onChosen = vi.fn();
    wrap(
      <TvPackageChoice
        packages={[
          entry('Film1', 'PremiumPackage', 12.5),
          entry('Kids & Music', 'ThemePackage', 5),
        ]}
        selected=""
        onChosen={onChosen}
      />,
    );
    expect(screen.getByText('Stap 1 van 3')).toBeVisible();
    const group = screen.getByRole('radiogroup', { name: /Zenderpakket/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    // The euro amount has a non-breaking space; Testing Library folds it like a space.
    expect(screen.getByText('Premium pakket: Over Film1. € 12,50 per maand.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect((await screen.findAllByText('Kies een zenderpakket.')).length).toBeGreaterThan(0);
    expect(onChosen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /Kids & Music/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(onChosen).toHaveBeenCalledWith('Kids & Music');
  });
});

describe('RecordingChoice', () => {
  it('goes on with the switch, and says nothing changes when the current place is chosen', async () => {
    const onChosen = vi.fn();
    wrap(<RecordingChoice cloud cloudNow={false} price={5} onChosen={onChosen} />);
    expect(screen.getByRole('radio', { name: /In de cloud/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Op je ontvanger/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(await screen.findByText('Dit heb je al. Er verandert niets.')).toBeVisible();
    expect(onChosen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /In de cloud/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(onChosen).toHaveBeenCalledWith(true);
  });
});
