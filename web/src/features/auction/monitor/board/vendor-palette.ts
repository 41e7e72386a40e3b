// One colour per vendor, the same in the offer log and the bid chart: by the vendor's place in the
// name-sorted list of participants, so a colour does not change while the ranking moves.

const PALETTE = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457', '#4e342e', '#283593', '#9e9d24', '#d84315'] as const;

/** The colour of each vendor key (vendorId, or the label where there is none). */
export function vendorColours(vendors: ReadonlyArray<{ key: string; label: string }>): Map<string, string> {
  const sorted = [...vendors].sort((a, b) => a.label.localeCompare(b.label, 'id', { sensitivity: 'base' }) || a.key.localeCompare(b.key));
  return new Map(sorted.map((vendor, index) => [vendor.key, PALETTE[index % PALETTE.length]!]));
}

export const FALLBACK_COLOUR = '#607d8b';
