import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.ts';
import { Link } from '../Link/Link.tsx';
import {
  Actions,
  Description,
  IconBox,
  InteractiveRow,
  Item,
  List,
  Meta,
  StaticRow,
  StaticTitle,
  Text,
  Title,
} from './ActionList.styles.ts';

export interface ActionListProps extends ComponentPropsWithRef<'ul'> {
  /** `ActionListItem` elements. */
  children: ReactNode;
}

/** A list of things to do or open: settings, products, documents. A `<ul>` of rows. */
export function ActionList({ children, ...rest }: ActionListProps) {
  return <List {...rest}>{children}</List>;
}

export interface ActionListItemProps extends Omit<ComponentPropsWithRef<'li'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Short text at the end of the row, e.g. a price or date. */
  meta?: ReactNode;
  icon?: IconName;
  /** The whole row is a link (in-app via LinkProvider, or external). */
  href?: string;
  /** The whole row is a button. */
  onPress?: () => void;
  /** Own controls at the end of the row (buttons, a switch) when the row itself does nothing. */
  actions?: ReactNode;
  className?: string;
}

/** One row: a link, a button, or a static row with its own actions. */
export function ActionListItem({
  title,
  description,
  meta,
  icon,
  href,
  onPress,
  actions,
  ...rest
}: ActionListItemProps) {
  const content = (titleNode: ReactNode) => (
    <>
      {icon && (
        <IconBox>
          <Icon name={icon} />
        </IconBox>
      )}
      <Text>
        {titleNode}
        {description != null && <Description>{description}</Description>}
      </Text>
      {meta != null && <Meta>{meta}</Meta>}
    </>
  );
  if (href !== undefined) {
    return (
      <Item {...rest}>
        <InteractiveRow>
          <Link href={href} unstyled>
            {content(<Title data-title="">{title}</Title>)}
            <IconBox>
              <Icon name="chevronRight" size={20} />
            </IconBox>
          </Link>
        </InteractiveRow>
      </Item>
    );
  }
  if (onPress) {
    return (
      <Item {...rest}>
        <InteractiveRow>
          <button type="button" onClick={onPress}>
            {content(<Title data-title="">{title}</Title>)}
            <IconBox>
              <Icon name="chevronRight" size={20} />
            </IconBox>
          </button>
        </InteractiveRow>
      </Item>
    );
  }
  return (
    <Item {...rest}>
      <StaticRow>
        {content(<StaticTitle>{title}</StaticTitle>)}
        {actions != null && <Actions>{actions}</Actions>}
      </StaticRow>
    </Item>
  );
}
