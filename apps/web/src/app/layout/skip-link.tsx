import { Box } from '@mui/material';
import type { MouseEvent } from 'react';

const TARGET_ID = 'main-content';

/**
 * Where the skip link lands when a page has no `main` yet, just before the
 * page: an in-page link needs a target that exists and takes focus.
 */
export function SkipTarget() {
  return <Box id={TARGET_ID} tabIndex={-1} sx={{ outline: 'none' }} />;
}

/**
 * Moves focus into the page's `main` (each page draws its own), passing the
 * navigation's dozen stops; the browser scrolls it into view.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/**
 * 'Skip to main content': the first Tab stop of an app page, out of sight
 * until it has keyboard focus, then over the top left corner.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${TARGET_ID}`}
      onClick={skipToMain}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 4,
        py: 2,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        boxShadow: 3,
        // Off screen, not hidden, so it stays in the Tab order.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
