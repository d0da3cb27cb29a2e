import type { ReactNode } from 'react';
import { reads, useRead } from '@vonk/domain';
import type { VoipLine } from '@vonk/domain';
import { usePageData } from '../shell/usePageData.ts';

interface VoipLineStoryProps {
  /** Which of the persona's lines (default the first). */
  index?: number;
  children: (line: VoipLine, onSaved: () => Promise<unknown>, postalCode: string) => ReactNode;
}

/**
 * One of the persona's fixed lines from the sandbox (GET /api/voipsettings), with the refetch
 * /instellingen passes as `onSaved`: the forms of one line, alone, in a live section story.
 */
export function VoipLineStory({ index = 0, children }: VoipLineStoryProps) {
  const settings = usePageData(reads.voipSettings);
  const postalCode = useRead(reads.account).data?.primaryAddress.postalCode;
  const line = settings.data?.lines[index];
  if (!line || postalCode === undefined) return null;
  return children(line, () => settings.mutate(), postalCode);
}
