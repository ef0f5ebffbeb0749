import { Box } from '@mui/material';
import { useSearchParams } from 'react-router';

import { FeedView } from '../../features/feed/components/feed-view';

export function Component() {
  const [params] = useSearchParams();
  const linked = Number(params.get('post'));
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 6 } }}>
      <FeedView
        linkedPostId={Number.isInteger(linked) && linked > 0 ? linked : null}
      />
    </Box>
  );
}
