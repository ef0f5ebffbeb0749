import { Box, Typography } from '@mui/material';

import { visuallyHidden } from '../../../lib/visually-hidden';

export type Bar = { label: string; value: number };

/** Accessible bar chart: the bars are drawn for sight, the table is read aloud. */
export function BarChart({
  title,
  bars,
  orientation = 'vertical',
}: {
  title: string;
  bars: Bar[];
  orientation?: 'vertical' | 'horizontal';
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  if (orientation === 'horizontal') {
    return (
      <Box
        component="figure"
        aria-label={title}
        sx={{ m: 0, display: 'grid', gap: 2 }}
      >
        {bars.map((b) => (
          <Box
            key={b.label}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(90px, 35%) 1fr auto',
              gap: 2,
              alignItems: 'center',
            }}
          >
            <Typography variant="body2" noWrap title={b.label}>
              {b.label}
            </Typography>
            <Box
              sx={{ height: 14, borderRadius: 7, bgcolor: 'action.hover' }}
              aria-hidden
            >
              <Box
                sx={{
                  height: '100%',
                  borderRadius: 7,
                  width: `${(b.value / max) * 100}%`,
                  bgcolor: 'secondary.main',
                }}
              />
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {b.value}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: { xs: 0.5, sm: 1 },
          height: 160,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {bars.map((b) => (
          <Box
            key={b.label}
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'flex-end',
              height: '100%',
            }}
          >
            <Typography variant="caption" sx={{ textAlign: 'center' }}>
              {b.value > 0 ? b.value : ''}
            </Typography>
            <Box
              sx={{
                height: `${(b.value / max) * 100}%`,
                minHeight: b.value ? 4 : 0,
                bgcolor: 'primary.main',
                borderRadius: '4px 4px 0 0',
              }}
            />
          </Box>
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 } }}>
        {bars.map((b) => (
          <Typography
            key={b.label}
            variant="caption"
            sx={{ flex: 1, textAlign: 'center', fontSize: { xs: 9, sm: 12 } }}
          >
            {b.label}
          </Typography>
        ))}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <tbody>
          {bars.map((b) => (
            <tr key={b.label}>
              <th scope="row">{b.label}</th>
              <td>{b.value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
