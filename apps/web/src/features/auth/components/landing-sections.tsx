import { CategoryCounts } from './category-counts';
import { HowItWorks } from './how-it-works';
import { PopularPlaces } from './popular-places';
import { SampleItinerary } from './sample-itinerary';

/** The landing page below the hero, loaded after the first paint. */
export default function LandingSections() {
  return (
    <>
      <HowItWorks />
      <CategoryCounts />
      <SampleItinerary />
      <PopularPlaces />
    </>
  );
}
