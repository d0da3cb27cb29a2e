import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { preloadOverlay } from '../Modal/overlayLoader.tsx';
import { Drawer } from './Drawer.tsx';

export function DrawerExample({
  placement = 'end',
  defaultOpen = false,
}: {
  placement?: 'start' | 'end';
  defaultOpen?: boolean;
}) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button
        variant="secondary"
        icon="menu"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadOverlay}
        onFocus={preloadOverlay}
      >
        Meer
      </Button>
      <Drawer open={isOpen} onOpenChange={setOpen} placement={placement} title="Meer">
        <ul>
          <li>
            <a href="/storingen">Actuele storingen</a>
          </li>
          <li>
            <a href="/mijn-gegevens">Mijn gegevens</a>
          </li>
        </ul>
      </Drawer>
    </>
  );
}
