import { userEvent, within } from 'storybook/test';

type Scope = ReturnType<typeof within>;

/** The day, month and year boxes of the date field named by `legend` (@vonk/ui DateField). */
export function dateParts(scope: Scope, legend: RegExp) {
  const group = within(scope.getByRole('group', { name: legend }));
  return {
    day: group.getByRole('textbox', { name: 'Dag' }),
    month: group.getByRole('textbox', { name: 'Maand' }),
    year: group.getByRole('textbox', { name: 'Jaar' }),
  };
}

/** Types a date into the field named by `legend`, replacing what it held. */
export async function typeDate(
  scope: Scope,
  legend: RegExp,
  [day, month, year]: readonly [string, string, string],
): Promise<void> {
  const parts = dateParts(scope, legend);
  for (const [box, value] of [
    [parts.day, day],
    [parts.month, month],
    [parts.year, year],
  ] as const) {
    await userEvent.clear(box);
    await userEvent.type(box, value);
  }
}
