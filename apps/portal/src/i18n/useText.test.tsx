import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RuntimeConfig } from '@vonk/domain';
import { CONTENT_EDIT_MODE_KEY } from '@vonk/domain';
import { PortalContext } from '../session/PortalContext.tsx';
import { testServices } from '../testing/testServices.ts';
import { PortalIntlProvider } from './PortalIntlProvider.tsx';
import { useText } from './useText.ts';
import maintenanceMessages from './compiled/pages/maintenance.json';
import { registerPageMessages } from './messages.ts';

// A page's own texts arrive with its module (ADR 031); this one is the maintenance page's.
registerPageMessages(maintenanceMessages);

function Title() {
  const t = useText();
  return <h1>{t('maintenance.title', { product: 'Vonk' })}</h1>;
}

function renderTitle(brand: RuntimeConfig['brand']) {
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices({ config: { brand } as RuntimeConfig })}>
        <Title />
      </PortalContext>
    </PortalIntlProvider>,
  );
}

afterEach(() => localStorage.removeItem(CONTENT_EDIT_MODE_KEY));

describe('useText (spec §1)', () => {
  it('shows the catalogue text', () => {
    renderTitle({ oldName: 'Ziggo', newName: 'Vonk' });
    expect(screen.getByRole('heading')).toHaveTextContent('Vonk tijdelijk niet beschikbaar');
  });

  it('replaces the old brand name with the new one', () => {
    renderTitle({ oldName: 'Vonk', newName: 'Nieuwmerk' });
    expect(screen.getByRole('heading')).toHaveTextContent('Nieuwmerk tijdelijk niet beschikbaar');
  });

  it('shows the raw content key in edit mode', () => {
    localStorage.setItem(CONTENT_EDIT_MODE_KEY, 'true');
    renderTitle({ oldName: 'Ziggo', newName: 'Vonk' });
    expect(screen.getByRole('heading')).toHaveTextContent('maintenance.title');
  });
});
