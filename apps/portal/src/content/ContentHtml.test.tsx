import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { RuntimeConfig } from '@vonk/domain';
import { PortalContext } from '../session/PortalContext.tsx';
import { testServices } from '../testing/testServices.ts';
import { ContentHtml } from './ContentHtml.tsx';
import { routePaths } from '@vonk/domain';

const config = { brand: { oldName: 'Ziggo', newName: 'Vonk' } } as RuntimeConfig;

function Target() {
  const location = useLocation();
  return (
    <p>
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function renderContent(html: string) {
  const router = createMemoryRouter(
    [
      { path: routePaths.cms.pattern, element: <ContentHtml html={html} data-testid="content" /> },
      { path: '*', element: <Target /> },
    ],
    { initialEntries: [routePaths.cms.href()] },
  );
  render(
    <PortalContext value={testServices({ config })}>
      <RouterProvider router={router} />
    </PortalContext>,
  );
  return router;
}

// Sanitising itself is checked in Chromium by the /cms page stories (pages/cms): happy-dom 21
// hands DOMPurify a DOM on which it leaves <script> and onerror in place, so a test here would
// prove nothing about the browser.
describe('ContentHtml (spec §1, §2.3)', () => {
  it('replaces the old brand name in the text, not in urls', () => {
    renderContent(
      '<p>Welkom bij Ziggo. <a href="https://ziggo.example/Ziggo">Ziggo service</a></p>',
    );
    expect(screen.getByText(/Welkom bij Vonk\./)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Vonk service' });
    expect(link).toHaveAttribute('href', 'https://ziggo.example/Ziggo');
  });

  it('opens a routerlink in-app with its query parameters as navigation state', async () => {
    const router = renderContent(
      '<p><a class="routerlink" href="/rekeningen?jaar=2025&amp;bron=cms">Naar je rekeningen</a></p>',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Naar je rekeningen' }));
    expect(router.state.location.pathname).toBe(routePaths.invoices.href());
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ jaar: '2025', bron: 'cms' });
    expect(await screen.findByText('/rekeningen {"jaar":"2025","bron":"cms"}')).toBeInTheDocument();
  });
});
