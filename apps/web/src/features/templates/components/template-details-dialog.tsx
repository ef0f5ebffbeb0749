import { categoryLabel } from '@app/shared/interests';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';

import { useTemplate } from '../api/get-template';

import { formatCost } from './template-card';

export function TemplateDetailsDialog({
  templateId,
  onClose,
  onUse,
}: {
  templateId: string | null;
  onClose: () => void;
  onUse: (id: string) => void;
}) {
  const { data, isPending, isError } = useTemplate(templateId);
  return (
    <Dialog
      open={templateId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>{data?.name ?? 'Template details'}</DialogTitle>
      <DialogContent dividers>
        {isPending && templateId !== null && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label="Loading template" />
          </Box>
        )}
        {isError && (
          <Alert severity="error">Could not load this template.</Alert>
        )}
        {data && (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {data.description}
            </Typography>
            <List aria-label="Template activities" disablePadding>
              {data.activities.map((a) => (
                <ListItem
                  key={`${a.day}-${a.activity_id}`}
                  divider
                  sx={{ display: 'block', px: 0 }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{a.name}</Typography>
                  <Box
                    sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}
                  >
                    <Chip
                      size="small"
                      label={`Day ${a.day} · ${a.time_slot}`}
                    />
                    <Chip
                      size="small"
                      variant="outlined"
                      label={categoryLabel(a.category)}
                    />
                    <Chip
                      size="small"
                      variant="outlined"
                      label={`${a.duration_hours} h`}
                    />
                    <Chip
                      size="small"
                      variant="outlined"
                      label={`Est. ${formatCost(a.estimated_cost)}`}
                    />
                  </Box>
                  <Typography variant="body2">{a.description}</Typography>
                  {a.tips.length > 0 && (
                    <Box component="ul" sx={{ m: 0, mt: 1, pl: 5 }}>
                      {a.tips.map((tip) => (
                        <Typography
                          component="li"
                          variant="body2"
                          color="text.secondary"
                          key={tip}
                        >
                          {tip}
                        </Typography>
                      ))}
                    </Box>
                  )}
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={!data}
          onClick={() => templateId && onUse(templateId)}
        >
          Use This Template
        </Button>
      </DialogActions>
    </Dialog>
  );
}
