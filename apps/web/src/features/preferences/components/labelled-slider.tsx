import { Box, Slider, Typography, type SliderProps } from '@mui/material';
import { useId } from 'react';

type LabelledSliderProps = Omit<
  SliderProps,
  'aria-labelledby' | 'getAriaValueText'
> & {
  label: string;
  valueText: string;
  /**
   * Required: without it a screen reader hears a bare number ('15') where
   * the page shows '15 miles'.
   */
  getAriaValueText: NonNullable<SliderProps['getAriaValueText']>;
};

/** A slider with a visible label that names it and shows its current value. */
export function LabelledSlider({
  label,
  valueText,
  ...props
}: LabelledSliderProps) {
  const id = useId();
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>
        <span id={id}>{label}</span>:{' '}
        <Box component="span" sx={{ color: 'primary.dark' }}>
          {valueText}
        </Box>
      </Typography>
      <Box sx={{ px: 2 }}>
        <Slider
          aria-labelledby={props.getAriaLabel ? undefined : id}
          valueLabelDisplay="auto"
          {...props}
        />
      </Box>
    </Box>
  );
}
