import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from './Modal.tsx';
import { preloadOverlay } from './overlayLoader.tsx';

/** Trigger + modal, used by the story and the test (spec §8 cease modal). */
export function ModalExample({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        onPointerEnter={preloadOverlay}
        onFocus={preloadOverlay}
      >
        Abonnement opzeggen
      </Button>
      <Modal
        open={isOpen}
        onOpenChange={setOpen}
        title="Je kan nu niet online opzeggen."
        footer={
          <>
            <Button variant="secondary" href="https://www.vonk.nl/service">
              Naar de service
            </Button>
            <Button onClick={() => setOpen(false)}>Begrepen</Button>
          </>
        }
      >
        <p>Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.</p>
      </Modal>
    </>
  );
}
