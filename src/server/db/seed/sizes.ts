import type { SizeSystemKey } from './assortment/types';

/** The full, ordered size range of each size system; products offer a contiguous part of it. */
export const SIZE_SYSTEMS: Record<SizeSystemKey, readonly string[]> = {
  womenNumeric: ['36', '38', '40', '42', '44', '46', '48', '50', '52', '54'],
  largeSizes: ['44', '46', '48', '50', '52', '54', '56', '58'],
  letter: ['S', 'M', 'L', 'XL', 'XXL'],
  cup: cupSizes(),
  shoe: ['36', '37', '38', '39', '40', '41', '42'],
  mattress: ['80x200 cm', '90x200 cm', '100x200 cm', '120x200 cm', '140x200 cm', '160x200 cm', '180x200 cm'],
  bedlinen: ['135x200 cm', '140x200 cm', '155x220 cm', '200x200 cm', '200x220 cm'],
  towel: ['30x50 cm', '50x100 cm', '70x140 cm', '100x150 cm'],
  carpet: ['80x150 cm', '120x170 cm', '160x230 cm', '200x290 cm'],
  curtain: ['H 145 x B 140 cm', 'H 175 x B 140 cm', 'H 225 x B 140 cm', 'H 245 x B 140 cm'],
  hosiery: ['36/38', '40/42', '44/46', '48/50'],
  oneSize: ['Einheitsgröße'],
};

function cupSizes(): string[] {
  const sizes: string[] = [];
  for (const band of [75, 80, 85, 90, 95])
    for (const cup of ['A', 'B', 'C', 'D', 'E']) sizes.push(`${band}${cup}`);
  return sizes;
}

/** How many sizes a product of the system offers at least, so that ranges look real. */
export const MIN_SIZES: Record<SizeSystemKey, number> = {
  womenNumeric: 5,
  largeSizes: 5,
  letter: 3,
  cup: 8,
  shoe: 5,
  mattress: 4,
  bedlinen: 2,
  towel: 2,
  carpet: 2,
  curtain: 2,
  hosiery: 3,
  oneSize: 1,
};

/** Size systems whose larger sizes cost more (dimensions, large sizes). */
export function sizeSurchargeCents(system: SizeSystemKey, sizeIndex: number, basePrice: number): number {
  switch (system) {
    case 'mattress':
    case 'carpet':
    case 'bedlinen':
    case 'curtain':
    case 'towel':
      // each step up in dimensions costs roughly a fifth more
      return Math.round((basePrice * sizeIndex * 0.2) / 100) * 100;
    case 'largeSizes':
      return sizeIndex >= 4 ? 500 : 0;
    case 'womenNumeric':
      return sizeIndex >= 7 ? 300 : 0;
    default:
      return 0;
  }
}
