import { createBrowserRouter } from 'react-router-dom';
import { Layout } from './Layout.tsx';
import { session } from './session.ts';

/** Two lazy routes under one layout whose loader reads the stored session, like a shell. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    loader: () => session.getUser(),
    children: [
      { index: true, lazy: () => import('./Home.tsx').then((m) => ({ Component: m.Home })) },
      { path: 'over', lazy: () => import('./About.tsx').then((m) => ({ Component: m.About })) },
    ],
  },
]);
