import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalIntlProvider } from '../../../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../../../session/PortalContext.tsx';
import { testServices } from '../../../testing/testServices.ts';
import { ChooseTerms } from './ChooseTerms.tsx';
import pageMessages from '../../../i18n/compiled/pages/rekeningen.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

registerPageMessages(pageMessages);

const renderTerms = (onChoose = vi.fn()) => {
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices()}>
        <ChooseTerms amount={164.9} termOptions={[2, 3, 6]} onChoose={onChoose} />
      </PortalContext>
    </PortalIntlProvider>,
  );
  return onChoose;
};

describe('ChooseTerms, step 1 of a payment arrangement (WCAG 4.1.3, issue 30)', () => {
  it('nothing chosen: the error summary is announced, focused and links to the group', async () => {
    const onChoose = renderTerms();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bekijk je termijnen' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', {
      name: 'Kies in hoeveel maanden je wilt betalen.',
    });
    const group = screen.getByRole('radiogroup', { name: /In hoeveel maanden wil je betalen/ });
    expect(link).toHaveAttribute('href', `#${group.id}`);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('a choice is passed on as a number', async () => {
    const onChoose = renderTerms();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^In 6 maanden/ }));
    await user.click(screen.getByRole('button', { name: 'Bekijk je termijnen' }));
    expect(onChoose).toHaveBeenCalledWith(6);
  });
});
