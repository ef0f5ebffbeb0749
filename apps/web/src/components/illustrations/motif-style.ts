/** Motifs are drawn in white strokes by their parent; spread `F` on a shape to fill it instead. */
export const F = { fill: '#fff', stroke: 'none' } as const;
