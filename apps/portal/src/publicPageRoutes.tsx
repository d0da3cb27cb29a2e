// The public pages a visitor reaches from a link in an e-mail, a letter or the back office (spec
// §2.1, §6): not in the entry. The router discovers them on a navigation to one of them
// (`discoverRoutes` in routes.tsx), so no other page downloads their routes (ADR 092). The
// landing pages of the sign-in and sign-out round trips and the error pages stay in the entry.
import type { RouteObject } from 'react-router-dom';
import { routePaths } from '@vonk/domain';
import { handle } from './shell/shellPage.ts';

const r = routePaths;

/** The routes of `PUBLIC_PAGES` (routes.tsx), children of the root route. */
export const publicPageRoutes = (): RouteObject[] => [
  {
    path: r.agentLogin.pattern,
    lazy: () =>
      import('./pages/agentlogin/AgentLoginPage.tsx').then((m) => ({
        Component: m.AgentLoginPage,
      })),
  },
  {
    path: r.unsubscribe.pattern,
    handle: handle({ title: 'route.unsubscribe' }),
    lazy: () =>
      import('./pages/unsubscribe/UnsubscribePage.tsx').then((m) => ({
        Component: m.UnsubscribePage,
      })),
  },
  {
    path: r.returnLabel.pattern,
    handle: handle({ title: 'route.retourLabel' }),
    lazy: () =>
      import('./pages/retour-label/ReturnLabelPage.tsx').then((m) => ({
        Component: m.ReturnLabelPage,
      })),
  },
  {
    path: r.completeTransfer.pattern,
    handle: handle({ title: 'route.overstappenAfronden' }),
    lazy: () =>
      import('./pages/overstappen-afronden/CompleteTransferPage.tsx').then((m) => ({
        Component: m.CompleteTransferPage,
      })),
  },
  {
    path: r.newUsername.pattern,
    handle: handle({ title: 'route.nieuweGebruikersnaam' }),
    lazy: () =>
      import('./pages/nieuwe-gebruikersnaam/NewUsernamePage.tsx').then((m) => ({
        Component: m.NewUsernamePage,
      })),
  },
  {
    path: r.taskFeedback.pattern,
    handle: handle({ title: 'route.taskFeedback' }),
    lazy: () =>
      import('./pages/TaskBOFeedback/TaskFeedbackPage.tsx').then((m) => ({
        Component: m.TaskFeedbackPage,
      })),
  },
];
