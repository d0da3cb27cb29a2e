import { styled } from 'styled-components';

export const Root = styled.section`
  display: flex;
  gap: var(--vonk-space-3);
  align-items: flex-start;
  padding: var(--vonk-space-4);
  border-radius: var(--vonk-radius-medium);
  border-inline-start: 4px solid
    var(--vonk-price-change-callout-border, var(--vonk-color-feedback-info-border));
  background: var(
    --vonk-price-change-callout-background,
    var(--vonk-color-feedback-info-background)
  );
  color: var(--vonk-color-text);

  & > svg {
    flex: none;
    color: var(--vonk-color-feedback-info-text);
    margin-top: 0.1em;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: var(--vonk-space-1);
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0;
  font-weight: var(--vonk-font-weight-bold);
`;

export const Period = styled.p`
  margin: 0;

  & > [data-part='period'] {
    font-weight: var(--vonk-font-weight-bold);
  }
`;
