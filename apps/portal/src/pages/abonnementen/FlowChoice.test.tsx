import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Radio, RadioGroup } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import { usePortalForm } from '../../forms/usePortalForm.ts';
import { PortalIntlProvider } from '../../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../../session/PortalContext.tsx';
import { testServices } from '../../testing/testServices.ts';
import { choiceGroupProps, FlowChoice } from './FlowChoice.tsx';
import pageMessages from '../../i18n/compiled/pages/abonnementen.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

function Choice({
  onSubmit,
  kind,
}: {
  onSubmit: (values: { product: string }) => Promise<unknown>;
  kind?: 'cease';
}) {
  const form = usePortalForm({
    id: 'test/keuze',
    fieldIds: { product: 'test-product' },
    defaultValues: { product: '' },
    checks: { product: (value) => (value ? undefined : 'Kies een product.') },
    onSubmit,
  });
  return (
    <FlowChoice title="Kies iets" form={form} kind={kind} intro={<p>Waarom je kiest.</p>}>
      <RadioGroup {...choiceGroupProps(form.field('product'))} label="Product">
        <Radio value="a">Product A</Radio>
      </RadioGroup>
    </FlowChoice>
  );
}

const renderChoice = (
  onSubmit: (values: { product: string }) => Promise<unknown>,
  kind?: 'cease',
) =>
  render(
    <PortalIntlProvider>
      <PortalContext value={testServices()}>
        <Choice onSubmit={onSubmit} kind={kind} />
      </PortalContext>
    </PortalIntlProvider>,
  );

describe('FlowChoice, step 1 of every /abonnementen flow', () => {
  it('names the step, the way on and the way back to the overview', () => {
    renderChoice(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Kies iets' })).toBeVisible();
    expect(screen.getByText('Stap 1 van 3')).toBeVisible();
    expect(screen.getByText('Waarom je kiest.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verder' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar je abonnement' })).toHaveAttribute(
      'href',
      routePaths.subscriptions.href(),
    );
  });

  it('goes on only with a choice: the required group says what is missing', async () => {
    const onSubmit = vi.fn(async (_values: { product: string }) => undefined);
    renderChoice(onSubmit);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(await screen.findAllByText('Kies een product.')).not.toHaveLength(0);
    expect(screen.getByRole('radiogroup', { name: /Product/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Product A' }));
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ product: 'a' });
  });

  it('a cancel that fails says nothing was cancelled', async () => {
    renderChoice(() => Promise.reject(new Error('offline')), 'cease');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Product A' }));
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(await screen.findByText('Opzeggen is niet gelukt')).toBeVisible();
  });
});
