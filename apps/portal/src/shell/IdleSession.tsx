import { logoutState, routePaths } from '@vonk/domain';
import { useNavigate } from 'react-router-dom';
import { useIdleSession } from '../session/useIdleSession.ts';
import { IdleWarning } from './IdleWarning.tsx';

/** The idle timeout of the signed-in shell: its warning, or nothing (ADR 058). */
export function IdleSession() {
  const navigate = useNavigate();
  const { warning, minutes, stay } = useIdleSession();
  return (
    <IdleWarning
      open={warning}
      minutes={minutes}
      onStay={stay}
      onLogout={() => void navigate(routePaths.logout.href(), { state: logoutState('user') })}
    />
  );
}
