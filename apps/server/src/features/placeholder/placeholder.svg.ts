/** A neutral placeholder image with its size written in the middle. */
export function placeholderSvg(width: number, height: number): string {
  const fontSize = Math.max(
    8,
    Math.min(48, Math.round(Math.min(width, height) / 6)),
  );
  const label = `${width} × ${height}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Image placeholder ${width} by ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#eef0fb"/><stop offset="1" stop-color="#e4dcef"/>',
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#6b6f8a" font-family="system-ui, sans-serif" font-size="${fontSize}">${label}</text>`,
    '</svg>',
  ].join('');
}
