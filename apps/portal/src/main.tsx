import { createRoot } from 'react-dom/client';
import { boot } from './boot.tsx';

void boot(createRoot(document.getElementById('root')!));
