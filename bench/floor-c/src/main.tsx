// Floor C (ADR 028): the smallest app that uses the portal's libraries once each, built and
// served like the portal, so the bench can say what our own code costs on top of the stack.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';

// One message, parsed at run time: the library as it comes, not our precompiled catalogue.
const messages = {
  greeting: 'Welkom, {name}. Je hebt {count, plural, one {# bericht} other {# berichten}}.',
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale="nl-NL" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>
  </StrictMode>,
);
