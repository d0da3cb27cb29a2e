import type { Decorator } from '@storybook/react-vite';
import { PortalIntlProvider } from '../../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../../session/PortalContext.tsx';
import { testServices } from '../../testing/testServices.ts';
import '../../testing/allPageMessages.ts';

/**
 * Stories of one /abonnementen section (a flow step, a summary) with its own props: the texts
 * and the portal's services, no router or sandbox. The flows' page stories show them in place.
 */
export const sectionDecorator: Decorator = (Story) => (
  <PortalIntlProvider>
    <PortalContext value={testServices()}>
      <main>
        <Story />
      </main>
    </PortalContext>
  </PortalIntlProvider>
);
