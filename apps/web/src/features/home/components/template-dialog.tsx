import type { BuiltInTemplate } from '@app/shared/templates';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';

import { LimitsMeter } from '../../../components/premium/limits-meter';
import { useLimitReached } from '../../../components/premium/use-limit-reached';
import {
  useTemplatePlanForm,
  type TemplatePlanForm,
} from '../hooks/use-template-plan-form';

import {
  TemplateDistanceAndDates,
  TemplatePlaceFields,
  TemplateSummary,
} from './template-dialog-fields';

export type TemplateDialogProps = {
  template: BuiltInTemplate;
  onClose: () => void;
  /**
   * Creates the plan; resolves null when it did, else to why not (the dialog
   * then stays open and says so).
   */
  onCreate: (form: TemplatePlanForm) => Promise<string | null>;
};

export function TemplateDialog({
  template,
  onClose,
  onCreate,
}: TemplateDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const form = useTemplatePlanForm(template, onCreate, onClose);
  // At the plan limit Create My Plan can only fail: the way on is the upgrade.
  const atLimit = useLimitReached('plans', form.error);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="template-dialog-title"
    >
      <DialogTitle id="template-dialog-title">{template.title}</DialogTitle>
      <DialogContent dividers>
        <TemplateSummary template={template} />
        <Stack spacing={3}>
          <TemplatePlaceFields form={form} />
          <TemplateDistanceAndDates form={form} />
          {atLimit ? (
            <LimitsMeter feature="plans" />
          ) : form.error ? (
            <Alert severity="error">{form.error}</Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {!atLimit && (
          <Button
            variant="contained"
            onClick={() => void form.create()}
            disabled={form.creating}
          >
            {form.creating ? 'Creating Plan...' : 'Create My Plan'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
