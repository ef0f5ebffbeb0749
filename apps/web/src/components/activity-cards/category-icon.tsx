import BrushIcon from '@mui/icons-material/Brush';
import LocalBarIcon from '@mui/icons-material/LocalBar';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import ParkIcon from '@mui/icons-material/Park';
import PlaceIcon from '@mui/icons-material/Place';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import SportsBasketballIcon from '@mui/icons-material/SportsBasketball';
import SportsTennisIcon from '@mui/icons-material/SportsTennis';
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import type { SvgIconProps } from '@mui/material';

const ICONS: Record<string, typeof PlaceIcon> = {
  food: RestaurantIcon,
  concerts: MusicNoteIcon,
  professional_sports: SportsBasketballIcon,
  recreational_sports: SportsTennisIcon,
  outdoors: ParkIcon,
  shopping: ShoppingBagIcon,
  nightlife: LocalBarIcon,
  arts: BrushIcon,
  entertainment: TheaterComedyIcon,
};

export function CategoryIcon({
  category,
  ...props
}: { category: string } & SvgIconProps) {
  const Icon = ICONS[category] ?? PlaceIcon;
  return <Icon aria-hidden {...props} />;
}
