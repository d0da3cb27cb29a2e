import { Button } from '../Button/Button.tsx';
import { useAnnounce } from './AnnouncerContext.ts';

export function AnnouncerExample() {
  const announce = useAnnounce();
  return (
    <>
      <Button onClick={() => announce('Je wijzigingen zijn opgeslagen.')}>Opslaan</Button>{' '}
      <Button variant="secondary" onClick={() => announce('Opslaan is mislukt.', 'assertive')}>
        Mislukt opslaan
      </Button>
    </>
  );
}
