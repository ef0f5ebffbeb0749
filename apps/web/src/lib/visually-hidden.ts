/**
 * Screen-reader-only text (kept in the accessibility tree, not on screen).
 * Sizes are strings: in `sx` a bare 1 means 100%, which stretched these
 * spans to the page height.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
