/** FNV-1a hash of a string, for deterministic colours. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A square SVG picture derived from `seed`: two-tone background, a shape, and an optional label. */
export function placeholderSvg(seed: string, label?: string): string {
  const hash = hashString(seed);
  const hue = hash % 360;
  const hue2 = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const shape = (hash >>> 3) % 3;
  const text = escapeXml((label ?? seed.replace(/[-_]+/g, ' ')).slice(0, 32));
  const figure =
    shape === 0
      ? `<circle cx="400" cy="360" r="190" fill="hsl(${hue2} 70% 62%)"/>`
      : shape === 1
        ? `<rect x="230" y="190" width="340" height="340" rx="40" fill="hsl(${hue2} 65% 60%)"/>`
        : `<polygon points="400,150 610,540 190,540" fill="hsl(${hue2} 60% 58%)"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">',
    `<rect width="800" height="800" fill="hsl(${hue} 45% 90%)"/>`,
    figure,
    `<text x="400" y="690" font-family="sans-serif" font-size="44" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${text}</text>`,
    '</svg>',
  ].join('');
}

/** The server path of the picture of `seed`. */
export function imageUrl(seed: string): string {
  return `/images/${encodeURIComponent(seed)}.svg`;
}
