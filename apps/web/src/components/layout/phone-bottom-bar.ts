/**
 * The phone's fixed bottom layer (below `sm`): the bottom navigation, the
 * floating buttons above it, and the padding that lets a page's end scroll
 * clear of both. Snackbars, floating buttons and pages place themselves from
 * these numbers so none sits over another.
 */

/** MUI BottomNavigation's own height, set on it so the rest can count on it. */
export const BOTTOM_NAV_HEIGHT = 56;

/** Floating buttons (the speed dial, a page's own) float 24 px above the bar. */
export const PHONE_FAB_BOTTOM = BOTTOM_NAV_HEIGHT + 24;

/** The speed dial's button, the tallest of the floating buttons. */
const TALLEST_FAB = 56;

/** Below a page's content: enough to scroll its end 8 px clear of any floating button. */
export const PHONE_PAGE_END_PADDING = PHONE_FAB_BOTTOM + TALLEST_FAB + 8;
