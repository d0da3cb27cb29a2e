import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Root } from './AgentBanner.styles.ts';

export interface AgentBannerProps extends ComponentPropsWithRef<'div'> {
  customerCode: string;
  /** Overrides 'Je werkt in het account van klant {code} als medewerker.' */
  children?: ReactNode;
}

/** Reminds an agent, on every page, whose account they are working in. */
export function AgentBanner({ customerCode, children, ...rest }: AgentBannerProps) {
  return (
    <Root data-agent-banner="" {...rest}>
      <Icon name="person" />
      <p>{children ?? `Je werkt in het account van klant ${customerCode} als medewerker.`}</p>
    </Root>
  );
}
