import { toMoney, type MoneyInput } from './money';

// Amounts in Indonesian words (terbilang), as official reports (Berita Acara) print them beside the
// figures: 1,250,000.50 -> 'satu juta dua ratus lima puluh ribu rupiah lima puluh sen'.

const UNITS = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'sebelas'];
/** Scales of a thousand, up to the spec's 15 integer digits (ratus triliun). */
const SCALES = ['', 'ribu', 'juta', 'miliar', 'triliun'];

/** Words of 1-999 ('seratus', 'dua puluh satu', 'sebelas'); '' for 0. */
function hundreds(n: number): string {
  const words: string[] = [];
  const hundred = Math.floor(n / 100);
  const rest = n % 100;
  if (hundred === 1) words.push('seratus');
  else if (hundred > 1) words.push(UNITS[hundred]!, 'ratus');
  if (rest < 12) {
    if (rest > 0) words.push(UNITS[rest]!);
  } else if (rest < 20) {
    words.push(UNITS[rest - 10]!, 'belas');
  } else {
    words.push(UNITS[Math.floor(rest / 10)]!, 'puluh');
    if (rest % 10 > 0) words.push(UNITS[rest % 10]!);
  }
  return words.join(' ');
}

/** Words of a whole number of up to 15 digits, given as its decimal digits ('0' -> 'nol'). */
export function integerInWords(digits: string): string {
  const clean = digits.replace(/^0+(?=\d)/, '');
  if (!/^\d{1,15}$/.test(clean)) throw new RangeError(`terbilang: ${digits} is not a whole number of up to 15 digits`);
  if (clean === '0') return 'nol';
  const groups: number[] = [];
  for (let end = clean.length; end > 0; end -= 3) groups.unshift(Number(clean.slice(Math.max(0, end - 3), end)));
  const words: string[] = [];
  groups.forEach((group, index) => {
    if (group === 0) return;
    const scale = SCALES[groups.length - 1 - index]!;
    // 'seribu', not 'satu ribu' (only for the thousands; 'satu juta' keeps its 'satu').
    if (scale === 'ribu' && group === 1) words.push('seribu');
    else words.push(scale ? `${hundreds(group)} ${scale}` : hundreds(group));
  });
  return words.join(' ');
}

/**
 * An amount in words with its currency: rupiah for IDR (the cents as 'sen'), otherwise the currency
 * code ('seratus USD'). Negative amounts start with 'minus'.
 */
export function amountInWords(value: MoneyInput, currency = 'IDR'): string {
  const fixed = toMoney(value).toFixed(2);
  const negative = fixed.startsWith('-') && !/^-0\.00$/.test(fixed);
  const [integerPart = '0', fraction = '00'] = fixed.replace('-', '').split('.');
  const unit = currency === 'IDR' ? 'rupiah' : currency;
  const cents = Number(fraction) > 0 ? ` ${integerInWords(fraction)} sen` : '';
  return `${negative ? 'minus ' : ''}${integerInWords(integerPart)} ${unit}${cents}`;
}
