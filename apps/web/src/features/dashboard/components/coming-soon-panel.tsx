import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Tabs whose full experience lives elsewhere or is still being built. */
export function ComingSoonPanel({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link?: { to: string; label: string };
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 4 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      {link && (
        <Button component={RouterLink} to={link.to} variant="outlined">
          {link.label}
        </Button>
      )}
    </Box>
  );
}
