import { Button } from '@mui/material';
import type { ReactNode } from 'react';

/** How a collection's toggle looks while the activity is in it and out of it. */
export type SavedToggleLook = {
  inIcon: ReactNode;
  outIcon: ReactNode;
  inLabel: string;
  outLabel: string;
  color?: 'error';
};

/**
 * A labelled toggle for keeping an activity in one of the user's collections,
 * for detail pages (cards use icon buttons): filled while the activity is in.
 * Its name says the state ('In Favorites'), so it is not also aria-pressed:
 * a screen reader would hear the state twice.
 */
function SavedToggleButton({
  isIn,
  pending,
  onToggle,
  look,
}: {
  isIn: boolean;
  pending: boolean;
  onToggle: () => void;
  look: SavedToggleLook;
}) {
  return (
    <Button
      variant={isIn ? 'contained' : 'outlined'}
      color={look.color}
      disabled={pending}
      startIcon={isIn ? look.inIcon : look.outIcon}
      onClick={onToggle}
    >
      {isIn ? look.inLabel : look.outLabel}
    </Button>
  );
}

/** What a collection's toggle hook gives its buttons. */
type SavedToggle<IsIn extends string> = Record<
  IsIn,
  (activityId: number) => boolean
> & {
  isPending: (activityId: number) => boolean;
  toggle: (activity: { id: number }) => Promise<void>;
};

/**
 * The detail-page button of one collection: `useToggle` is its toggle hook,
 * whose `isIn` member says whether an activity is in the collection.
 */
export function savedToggleButton<Options, IsIn extends string>(
  useToggle: (options: Options) => SavedToggle<IsIn>,
  isIn: IsIn,
  look: SavedToggleLook,
) {
  return function SavedToggle({
    activityId,
    ...options
  }: { activityId: number } & Options) {
    const collection = useToggle(options as Options);
    return (
      <SavedToggleButton
        isIn={collection[isIn](activityId)}
        pending={collection.isPending(activityId)}
        onToggle={() => void collection.toggle({ id: activityId })}
        look={look}
      />
    );
  };
}
