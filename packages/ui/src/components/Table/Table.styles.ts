import { styled } from 'styled-components';

/** The container query decides when rows stack: narrow screens and narrow columns alike. */
export const Wrapper = styled.div`
  container-type: inline-size;
  width: 100%;
  font-family: var(--vonk-font-family-body);
  color: var(--vonk-color-text);
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--vonk-font-size-md);

  caption {
    text-align: left;
    font-weight: var(--vonk-font-weight-bold);
    font-size: var(--vonk-font-size-lg);
    padding-bottom: var(--vonk-space-2);
    overflow-wrap: anywhere;
  }
  th,
  td {
    padding: var(--vonk-space-3);
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid var(--vonk-table-divider, var(--vonk-color-border));
    overflow-wrap: anywhere;
  }
  th[data-align='end'],
  td[data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  /* A link alone in a cell is a target of its own, not text in a sentence (WCAG 2.5.8). */
  td > span > a:only-child {
    display: inline-flex;
    align-items: center;
    min-block-size: 1.5rem;
    min-inline-size: 1.5rem;
  }
  thead th {
    font-weight: var(--vonk-font-weight-bold);
    border-bottom: 2px solid var(--vonk-color-border-strong);
  }

  @container (max-width: 36rem) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      display: block;
      padding-block: var(--vonk-space-2);
      border-bottom: 1px solid var(--vonk-table-divider, var(--vonk-color-border));
    }
    td,
    th[scope='row'] {
      display: grid;
      grid-template-columns: minmax(6rem, 40%) 1fr;
      gap: var(--vonk-space-3);
      padding: var(--vonk-space-1) 0;
      border: 0;
      text-align: left;
    }
    td[data-align='end'] {
      text-align: left;
    }
    td[colspan] {
      display: block;
    }
    td[colspan]::before {
      content: none;
    }
    td::before,
    th[scope='row']::before {
      content: attr(data-label);
      font-weight: var(--vonk-font-weight-bold);
    }
  }
`;

export const Empty = styled.td`
  color: var(--vonk-color-text-muted);
`;
