import { describe, expect, it } from 'vitest';
import { routePaths } from '@vonk/domain';
import type { MessageId } from '../i18n/messages.ts';
import { pageLayout } from './pageLayout.ts';
import type { RouteHandle } from './RouteHandle.ts';

// Message ids stand for their text, so each assertion shows which setting it came from.
const t = (id: MessageId) => `«${id}»`;
const externalUrls = { service: 'https://www.vonk.example/service' };

const layoutOf = (handle: RouteHandle, parent: RouteHandle = { title: 'route.mijnGegevens' }) =>
  pageLayout(
    [
      { pathname: routePaths.root.href(), handle: {} },
      { pathname: routePaths.myData.href(), handle: parent },
      { pathname: routePaths.address.href(), handle },
    ],
    t,
    externalUrls,
  );

describe('pageLayout (spec §2.3 layout settings)', () => {
  it('by default: title, no subtitle, no local navigation, main menu shown', () => {
    const layout = layoutOf({ title: 'route.adresgegevens' });
    expect(layout).toEqual({
      crumbs: [
        { text: '«route.mijnGegevens»', href: routePaths.myData.href() },
        { text: '«route.adresgegevens»', href: routePaths.address.href() },
      ],
      showMainMenu: true,
      title: '«route.adresgegevens»',
      hideTitle: false,
    });
  });

  it('shows the subtitle under the title and can hide the title', () => {
    const layout = layoutOf({
      title: 'route.adresgegevens',
      subtitle: 'nav.address',
      hideTitle: true,
    });
    expect(layout).toMatchObject({ subtitle: '«nav.address»', hideTitle: true });
  });

  it('showSubMenu: a back link to the previous crumb, titled with the last', () => {
    expect(layoutOf({ title: 'route.adresgegevens', showSubMenu: true }).localNavigation).toEqual({
      title: '«route.adresgegevens»',
      backLink: { text: '«route.mijnGegevens»', href: routePaths.myData.href() },
    });
  });

  it('localNavigation: own title, an in-app back link and a quick link to the main site', () => {
    const layout = layoutOf({
      title: 'route.adresgegevens',
      localNavigation: {
        title: 'nav.address',
        backLink: { route: 'dashboard', text: 'nav.overview' },
        quickLink: { external: 'service', text: 'nav.service' },
      },
    });
    expect(layout.localNavigation).toEqual({
      title: '«nav.address»',
      backLink: { href: routePaths.dashboard.href(), text: '«nav.overview»' },
      quickLink: { href: externalUrls.service, text: '«nav.service»' },
    });
  });

  it('a back link to the main site; without text the bar says its default', () => {
    const layout = layoutOf({
      title: 'route.adresgegevens',
      localNavigation: { backLink: { external: 'service' } },
    });
    expect(layout.localNavigation).toStrictEqual({
      title: '«route.adresgegevens»',
      backLink: { href: externalUrls.service },
    });
  });

  it('leaves out a main-site link config.json does not have, and falls back to the crumb', () => {
    const layout = layoutOf({
      title: 'route.adresgegevens',
      showSubMenu: true,
      localNavigation: {
        backLink: { external: 'community', text: 'nav.community' },
        quickLink: { external: 'shops', text: 'nav.shops' },
      },
    });
    expect(layout.localNavigation).toStrictEqual({
      title: '«route.adresgegevens»',
      backLink: { text: '«route.mijnGegevens»', href: routePaths.myData.href() },
    });
  });

  it('a route that hides the main menu hides it for its children too', () => {
    expect(layoutOf({ title: 'route.adresgegevens' }, { showMainMenu: false }).showMainMenu).toBe(
      false,
    );
  });
});
