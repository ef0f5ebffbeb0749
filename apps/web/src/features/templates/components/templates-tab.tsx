import { PREMIUM_TEMPLATE_MESSAGE } from '@app/shared/premium-rules';
import {
  TEMPLATE_TABS,
  type ServerTemplateSummary,
  type TemplateCategory,
} from '@app/shared/server-templates';
import {
  Alert,
  Box,
  Button,
  Skeleton,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { Fragment, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { useFeedback } from '../../../components/feedback/feedback-snackbar';
import { CardGrid, ONE_TWO_THREE } from '../../../components/layout/card-grid';
import {
  PREMIUM_TEMPLATES_FEATURE,
  PremiumGate,
} from '../../../components/premium/premium-gate';
import { useUpgradeDialog } from '../../../components/premium/use-upgrade-dialog';
import { apiFailure } from '../../../lib/api-client';
import { useTemplates } from '../api/get-templates';
import { trackTemplate } from '../api/track-template';
import { useApplyTemplate } from '../api/use-template';

import { TemplateCard } from './template-card';
import { TemplateDetailsDialog } from './template-details-dialog';
import { TemplateStartDialog } from './template-start-dialog';

const TEMPLATE_APPLIED = 'Template applied successfully!';
const TEMPLATES_LOAD_ERROR = 'Failed to load templates';
/** Long enough to read the message before the new plan opens (spec 2 §9). */
const OPEN_PLAN_AFTER_MS = 2000;

/** Dashboard tab 7: server templates by category, details, start date, use. */
export function TemplatesTab() {
  const navigate = useNavigate();
  const [category, setCategory] = useState<TemplateCategory | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [using, setUsing] = useState<ServerTemplateSummary | null>(null);
  const [useError, setUseError] = useState<string | null>(null);
  const list = useTemplates(category);
  const apply = useApplyTemplate();
  const upgrade = useUpgradeDialog();
  // Said in the page, not the browser's alert box, which froze the page; the
  // plan opens once it has been read, unless the user has left meanwhile.
  const { notice, snackbar } = useFeedback();
  const [appliedPlanId, setAppliedPlanId] = useState<number | null>(null);
  useEffect(() => {
    if (appliedPlanId === null) return;
    const timer = setTimeout(
      () => void navigate(`/my-plans?planId=${appliedPlanId}`),
      OPEN_PLAN_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [appliedPlanId, navigate]);

  const openDetails = (id: string) => {
    setDetailsId(id);
    void trackTemplate('template_view', id);
  };
  const openUse = (id: string) => {
    const template = list.data?.templates.find((t) => t.id === id) ?? null;
    setDetailsId(null);
    setUseError(null);
    setUsing(template);
  };
  const handleSubmit = (startDate: string) => {
    if (!using) return;
    apply.mutate(
      { template_id: using.id, start_date: startDate },
      {
        onSuccess: (result) => {
          void trackTemplate('template_use', using.id);
          setUsing(null);
          notice(TEMPLATE_APPLIED);
          setAppliedPlanId(result.id);
        },
        onError: (e) => {
          const message = apiFailure(e)?.serverMessage ?? e.message;
          // Reached only when the card was not locked (its limits still
          // loading): the same upgrade dialog the lock opens.
          if (message === PREMIUM_TEMPLATE_MESSAGE) {
            setUsing(null);
            upgrade.open(PREMIUM_TEMPLATES_FEATURE, message);
          } else {
            setUseError(message);
          }
        },
      },
    );
  };

  const tabIndex = TEMPLATE_TABS.findIndex((t) => t.category === category);
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Plan Templates
      </Typography>
      <Tabs
        value={tabIndex}
        onChange={(_, i: number) => setCategory(TEMPLATE_TABS[i]!.category)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Template categories"
        sx={{ mb: 4 }}
      >
        {TEMPLATE_TABS.map((t) => (
          <Tab key={t.label} label={t.label} />
        ))}
      </Tabs>
      {list.isPending && (
        <CardGrid columns={ONE_TWO_THREE} gap={4}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={260} />
          ))}
        </CardGrid>
      )}
      {list.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void list.refetch()}>Retry</Button>}
        >
          {TEMPLATES_LOAD_ERROR}
        </Alert>
      )}
      {list.data && list.data.templates.length === 0 && (
        <Typography color="text.secondary">
          No templates in this category yet.
        </Typography>
      )}
      {list.data && list.data.templates.length > 0 && (
        <CardGrid columns={ONE_TWO_THREE} gap={4}>
          {list.data.templates.map((t) => {
            const card = (
              <TemplateCard
                template={t}
                onDetails={() => openDetails(t.id)}
                onUse={() => openUse(t.id)}
              />
            );
            // Locked up front, as on home: a free user finds out before
            // choosing a date, not from a refusal after.
            return (
              <Fragment key={t.id}>
                {t.is_premium ? (
                  <PremiumGate feature={PREMIUM_TEMPLATES_FEATURE}>
                    {card}
                  </PremiumGate>
                ) : (
                  card
                )}
              </Fragment>
            );
          })}
        </CardGrid>
      )}
      <TemplateDetailsDialog
        templateId={detailsId}
        onClose={() => setDetailsId(null)}
        onUse={openUse}
      />
      <TemplateStartDialog
        key={using?.id ?? 'none'}
        templateName={using?.name ?? ''}
        open={using !== null}
        isSubmitting={apply.isPending}
        error={useError}
        onClose={() => setUsing(null)}
        onSubmit={handleSubmit}
      />
      {upgrade.element}
      {snackbar}
    </Box>
  );
}
