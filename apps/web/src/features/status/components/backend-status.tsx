import type { ApiKeyName } from '@app/shared/health';
import { providerStatusLine } from '@app/shared/provider-status';
import CircleIcon from '@mui/icons-material/Circle';
import { Box, Chip, Typography } from '@mui/material';

import { LazyTooltip } from '../../../components/lazy-tooltip';
import { API_KEY_LABELS, useHealth, type Health } from '../api/get-health';

export type BackendState = 'Checking' | 'Connected' | 'Disconnected';

const COLORS: Record<BackendState, 'default' | 'success' | 'error'> = {
  Checking: 'default',
  Connected: 'success',
  Disconnected: 'error',
};

export function useBackendState(): { state: BackendState; health?: Health } {
  const { data, isError, isPending } = useHealth();
  if (isError) return { state: 'Disconnected' };
  if (isPending) return { state: 'Checking' };
  return { state: 'Connected', health: data };
}

function KeyList({ health }: { health?: Health }) {
  if (!health) return <Typography variant="caption">No data yet</Typography>;
  const entries = Object.entries(API_KEY_LABELS) as [ApiKeyName, string][];
  const configured = entries.filter(([key]) => health.api_keys[key]).length;
  return (
    <Box>
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        API keys configured: {configured}/{entries.length}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 4 }}>
        {entries.map(([key, label]) => (
          <li key={key}>
            <Typography variant="caption">
              {label}: {health.api_keys[key] ? 'configured' : 'not configured'}
            </Typography>
          </li>
        ))}
      </Box>
      <SourceList health={health} />
    </Box>
  );
}

/** Each live data source in plain words: "MLB schedule: live, updated 2 h ago". */
function SourceList({ health }: { health: Health }) {
  const sources = health.providers ?? [];
  if (sources.length === 0) return null;
  return (
    <>
      <Typography
        variant="caption"
        component="p"
        sx={{ fontWeight: 600, mt: 1 }}
      >
        Live data
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 4 }}>
        {sources.map((source) => (
          <li key={source.name}>
            <Typography variant="caption">
              {providerStatusLine(source)}
            </Typography>
          </li>
        ))}
      </Box>
    </>
  );
}

/** Backend status light polled every 30 s; the tooltip lists the 7 key flags and each live source. */
export function BackendStatus() {
  const { state, health } = useBackendState();
  return (
    <LazyTooltip title={<KeyList health={health} />} arrow>
      <Chip
        size="small"
        variant="outlined"
        color={COLORS[state]}
        icon={<CircleIcon sx={{ fontSize: 12 }} />}
        label={state}
        role="status"
        aria-label={`Backend ${state}`}
        tabIndex={0}
      />
    </LazyTooltip>
  );
}
