import AcUnitIcon from '@mui/icons-material/AcUnit';
import CloudIcon from '@mui/icons-material/Cloud';
import FoggyIcon from '@mui/icons-material/Foggy';
import ThunderstormIcon from '@mui/icons-material/Thunderstorm';
import UmbrellaIcon from '@mui/icons-material/Umbrella';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import type { SvgIconProps } from '@mui/material';

const ICONS = {
  Clear: { Icon: WbSunnyIcon, color: '#f2a900' },
  Clouds: { Icon: CloudIcon, color: '#78809a' },
  Rain: { Icon: UmbrellaIcon, color: '#3f7fd6' },
  Drizzle: { Icon: UmbrellaIcon, color: '#3f7fd6' },
  Thunderstorm: { Icon: ThunderstormIcon, color: '#5a4fb0' },
  Snow: { Icon: AcUnitIcon, color: '#4fa3c7' },
} as const;

/** A decorative icon for an OpenWeatherMap-style condition ('Clear', 'Rain'...). */
export function WeatherIcon({
  condition,
  sx,
  ...props
}: { condition: string } & SvgIconProps) {
  const { Icon, color } = ICONS[condition as keyof typeof ICONS] ?? {
    Icon: FoggyIcon,
    color: '#8a8fa3',
  };
  return (
    <Icon
      aria-hidden
      {...props}
      sx={[{ color }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
