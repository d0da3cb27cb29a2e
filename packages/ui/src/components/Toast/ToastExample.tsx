import { Button } from '../Button/Button.tsx';
import { useToast } from './ToastContext.ts';

export function ToastExample() {
  const toast = useToast();
  return (
    <>
      <Button
        onClick={() => toast.show({ message: 'Je gegevens zijn opgeslagen.', tone: 'success' })}
      >
        Opslaan
      </Button>{' '}
      <Button
        variant="secondary"
        onClick={() => toast.show({ message: 'Opslaan is mislukt.', tone: 'error' })}
      >
        Mislukt
      </Button>
    </>
  );
}
