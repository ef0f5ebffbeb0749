import type { ReactNode } from 'react';

import type { CardSelection } from './card-footer-actions';
import type { CardActivity } from './card-types';
import { ConcertCard } from './concert-card';
import { RestaurantCard } from './restaurant-card';
import type { SaveActions } from './save-icon-buttons';
import { SportsCard } from './sports-card';

type CardKind = 'restaurant' | 'concert' | 'sports';

const KINDS: Record<string, CardKind> = {
  food: 'restaurant',
  concerts: 'concert',
  professional_sports: 'sports',
};

/** Food, concerts and professional sports have cards of their own (spec 2 §2). */
function cardKind(activity: Pick<CardActivity, 'category'>) {
  return KINDS[activity.category] ?? null;
}

export type KindCardProps = SaveActions &
  CardSelection & {
    activity: CardActivity;
    onViewDetails?: (activity: CardActivity) => void;
    /** Concerts show their selection control only to signed-in users. */
    canSelect?: boolean;
    /** Page-specific facts under the card's own. */
    children?: ReactNode;
    /** The page's generic card, for every other category. */
    fallback: ReactNode;
  };

/** The card that fits the activity: restaurant, concert, sports, or the page's own. */
export function KindCard({
  activity,
  fallback,
  canSelect = true,
  ...rest
}: KindCardProps) {
  switch (cardKind(activity)) {
    case 'restaurant':
      return <RestaurantCard restaurant={activity} {...rest} />;
    case 'concert':
      return <ConcertCard concert={activity} canSelect={canSelect} {...rest} />;
    case 'sports':
      return <SportsCard game={activity} {...rest} />;
    default:
      return fallback;
  }
}
