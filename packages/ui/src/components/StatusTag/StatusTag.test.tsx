import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag } from './StatusTag.tsx';

describe('StatusTag', () => {
  it('says the status in words', () => {
    render(<StatusTag tone="warning">Openstaand</StatusTag>);
    expect(screen.getByText('Openstaand')).toHaveAttribute('data-tone', 'warning');
  });
});
