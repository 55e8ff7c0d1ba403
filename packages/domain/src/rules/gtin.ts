/**
 * Barcodes of articles (EAN/GTIN): 8, 12, 13 or 14 digits whose last digit is the check digit
 * of the others, weighted 3 and 1 alternately from the right (GS1 General Specifications 7.9).
 */
export function isValidGtin(code: string): boolean {
  if (!/^(?:\d{8}|\d{12,14})$/.test(code)) return false;
  let sum = 0;
  for (let i = code.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(code[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}
