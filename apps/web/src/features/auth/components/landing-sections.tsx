import { useDrawnCount } from '../../../lib/use-drawn-count';

import { CategoryCounts } from './category-counts';
import { HowItWorks } from './how-it-works';
import { PopularPlaces } from './popular-places';
import { SampleItinerary } from './sample-itinerary';

const SECTIONS = [HowItWorks, CategoryCounts, SampleItinerary, PopularPlaces];

/**
 * The landing page below the hero, loaded after the first paint and drawn a
 * section per commit: in one commit, emotion compiling and inserting the four
 * sections' rules took one task of 19-31 ms on a desktop core.
 */
export default function LandingSections() {
  const drawn = useDrawnCount(SECTIONS.length, 1);
  return SECTIONS.slice(0, drawn).map((Section, index) => (
    <Section key={index} />
  ));
}
