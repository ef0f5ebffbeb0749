import { PREMIUM_TEMPLATE_MESSAGE } from '@app/shared/premium';
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
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';

import { CardGrid, ONE_TWO_THREE } from '../../../components/layout/card-grid';
import { ApiError } from '../../../lib/api-client';
import {
  PREMIUM_TEMPLATES_FEATURE,
  PremiumGate,
} from '../../premium/components/premium-gate';
import { useUpgradeDialog } from '../../premium/hooks/use-upgrade-dialog';
import { useTemplates } from '../api/get-templates';
import { trackTemplate } from '../api/track-template';
import { useApplyTemplate } from '../api/use-template';

import { TemplateCard } from './template-card';
import { TemplateDetailsDialog } from './template-details-dialog';
import { TemplateStartDialog } from './template-start-dialog';

const TEMPLATE_APPLIED = 'Template applied successfully!';
const TEMPLATES_LOAD_ERROR = 'Failed to load templates';

/** Dashboard tab 7: server templates by category, details, start date, use. */
export function TemplatesTab({
  notify = (m: string) => window.alert(m),
}: {
  notify?: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [category, setCategory] = useState<TemplateCategory | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [using, setUsing] = useState<ServerTemplateSummary | null>(null);
  const [useError, setUseError] = useState<string | null>(null);
  const list = useTemplates(category);
  const apply = useApplyTemplate();
  const upgrade = useUpgradeDialog();

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
          notify(TEMPLATE_APPLIED);
          void navigate(`/my-plans?planId=${result.id}`);
        },
        onError: (e) => {
          const message = e instanceof ApiError ? e.serverMessage : e.message;
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
    </Box>
  );
}
