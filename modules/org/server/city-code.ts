/** A code made from a city's name: its first three letters (Mysuru: MYS). */
export function nameCode(name: string): string {
  return (
    name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'CEN'
  );
}
