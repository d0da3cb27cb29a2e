/** Spec §2.4: the header shows customer initials only when they are exactly 2 characters. */
export function headerInitials(initials: string | null | undefined): string | null {
  const value = (initials ?? '').trim();
  return value.length === 2 ? value : null;
}
