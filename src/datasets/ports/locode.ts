/**
 * UN/LOCODE as the ports dataset keys it: the ISO 3166-1 country (two letters) and three
 * characters for the place, letters or the digits 2 to 9 (UNECE leaves out 0 and 1 so they are
 * not read as O and I). The sources write it differently; here every code is the five
 * characters with no space, "CNSHA".
 */
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
/** World Port Index writes "CN SGH" on most rows and "INKRI" on some. */
const WPI_SPACED = /^([A-Z]{2}) ([A-Z2-9]{3})$/;

export function isLocode(text: string): boolean {
  return LOCODE.test(text);
}

/** The code in a WPI "UN/LOCODE" cell, or null when the cell is not a code (blank, "LB", `GB ME""`). */
export function wpiLocode(cell: string): string | null {
  const text = cell.trim();
  const spaced = WPI_SPACED.exec(text);
  const code = spaced ? `${spaced[1]}${spaced[2]}` : text;
  return isLocode(code) ? code : null;
}

export function countryOf(code: string): string {
  return code.slice(0, 2);
}
