import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { creditUrl, routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { renderWithApi } from '../../testing/renderWithApi.tsx';
import { CreditList } from './CreditList.tsx';

// ADR 071 with jan's credits and invoices from the sandbox: `?tegoed=` opens one credit.
const { credits } = personas.jan;
const { invoices } = personas.jan.billing;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: routePaths.invoices.pattern, element: <CreditList invoices={invoices} /> }],
    { initialEntries: [path] },
  );
  const { requested } = renderWithApi(<RouterProvider router={router} />, (url) => {
    const credit = credits.find((candidate) => creditUrl(candidate.id) === url);
    const body = url === '/api/credits' ? credits : credit;
    return { status: body ? 200 : 404, body: body ?? { message: 'Not found' } };
  });
  return { requested, router };
}

const first = credits[0]!;

describe('CreditList: a link to one credit (ADR 071)', () => {
  it('opens the linked credit with focus, and closing it takes the key off the URL', async () => {
    const { router } = renderAt(routePaths.invoices.href({ tegoed: first.id }));
    const detail = await screen.findByLabelText(`Details van ${first.description}`);
    await waitFor(() => expect(detail.parentElement).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: `Verberg ${first.description}` }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByLabelText(`Details van ${first.description}`)).toBeNull();
  });

  it('"Bekijk" puts the credit in the URL', async () => {
    const { router } = renderAt(routePaths.invoices.href());
    await userEvent.click(
      await screen.findByRole('button', { name: `Bekijk ${first.description}` }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?tegoed=${first.id}`));
    expect(await screen.findByLabelText(`Details van ${first.description}`)).toBeInTheDocument();
  });

  it('a link to a credit that is not the customer’s is said, and not asked for', async () => {
    const { requested } = renderAt(routePaths.invoices.href({ tegoed: 'CR-9999' }));
    expect(
      await screen.findByText(
        'Het tegoed uit je link staat niet in je overzicht. Bekijk hierboven de tegoeden die je hebt.',
      ),
    ).toBeInTheDocument();
    expect(requested).toEqual(['/api/credits']);
  });
});
