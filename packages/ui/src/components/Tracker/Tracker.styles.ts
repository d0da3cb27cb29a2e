import { styled } from 'styled-components';

// A vertical line of markers on small screens, a row from 40rem; the line joins the markers.
export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--vonk-space-3);
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);

  @media (min-width: 40rem) {
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
    gap: var(--vonk-space-2);
  }
`;

export const Marker = styled.span`
  flex: none;
  width: 1rem;
  height: 1rem;
  margin-top: 0.2rem;
  border-radius: 50%;
  border: 2px solid var(--vonk-tracker-marker-border, var(--vonk-color-border-strong));
  background: var(--vonk-color-background);
`;

export const Step = styled.li`
  display: flex;
  gap: var(--vonk-space-2);
  align-items: flex-start;

  &[data-state='done'] ${Marker}, &[data-state='current'] ${Marker} {
    border-color: var(--vonk-tracker-marker-done, var(--vonk-color-progress));
    background: var(--vonk-tracker-marker-done, var(--vonk-color-progress));
  }
  &[data-state='current'] ${Marker} {
    box-shadow: 0 0 0 3px var(--vonk-color-selected-background);
  }
  &[data-tone='error'] ${Marker} {
    border-color: var(--vonk-color-feedback-error-text);
    background: var(--vonk-color-feedback-error-text);
  }
  &[data-state='upcoming'] {
    color: var(--vonk-color-text-muted);
  }
`;

export const Text = styled.span`
  display: grid;
  gap: 0.125rem;
`;

export const Label = styled.span`
  font-weight: var(--vonk-font-weight-medium);
  [data-state='current'] > ${Text} > & {
    font-weight: var(--vonk-font-weight-bold);
  }
`;

export const Date = styled.span`
  font-size: var(--vonk-font-size-sm);
  color: var(--vonk-color-text-muted);
`;
