import { Box } from '@mui/material';
import { useSearchParams } from 'react-router';

import { GuestGate } from '../../components/auth/guest-gate';
import { FeedView } from '../../features/feed/components/feed-view';

export function Component() {
  const [params] = useSearchParams();
  const linked = Number(params.get('post'));
  return (
    <GuestGate
      heading="Activity Feed"
      title="Sign in to see your feed"
      message="Posts from you and your friends about what you did are shown to signed-in members."
    >
      <Box component="main" sx={{ p: { xs: 2, md: 6 } }}>
        <FeedView
          linkedPostId={Number.isInteger(linked) && linked > 0 ? linked : null}
        />
      </Box>
    </GuestGate>
  );
}
