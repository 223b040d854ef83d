/** Gradients in the brand family around #84329B (top-left colour, bottom-right colour). */
const brandTones: readonly (readonly [string, string])[] = [
  ['#9B45B5', '#5E1F70'],
  ['#84329B', '#4A1659'],
  ['#A855C4', '#6F2585'],
  ['#7A2E8F', '#3F1150'],
  ['#B565CC', '#84329B'],
  ['#8E3AA6', '#541A66'],
];

export function brandTone(index: number): readonly [string, string] {
  const count = brandTones.length;
  return brandTones[((index % count) + count) % count] as readonly [string, string];
}
