import {
  BUILT_IN_TEMPLATES,
  type BuiltInTemplate,
} from '@app/shared/templates';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Typography,
} from '@mui/material';
import { memo, type ReactNode, useState } from 'react';

import { CardTitleRow } from '../../../components/layout/card-title-row';
import { GridList } from '../../../components/layout/grid-list';
import { LazyDialog } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';

import type { TemplateDialogProps } from './template-dialog';

// The form and its fields load when a template is chosen.
const TemplateDialog = preloadable(() =>
  import('./template-dialog').then((m) => ({ default: m.TemplateDialog })),
);

type QuickTemplatesProps = Pick<TemplateDialogProps, 'onCreate'> & {
  /** Wraps a premium template's card (the page supplies the premium gate). */
  gatePremium: (card: ReactNode) => ReactNode;
};

export const QuickTemplates = memo(function QuickTemplates({
  onCreate,
  gatePremium,
}: QuickTemplatesProps) {
  const [chosen, setChosen] = useState<BuiltInTemplate | null>(null);
  return (
    <Box component="section" aria-labelledby="quick-templates-title">
      <Typography
        id="quick-templates-title"
        variant="h5"
        component="h2"
        sx={{ mb: 2 }}
      >
        Quick Plan Templates
      </Typography>
      <GridList
        gap={3}
        columns={{
          xs: 'repeat(2, 1fr)',
          sm: 'repeat(3, 1fr)',
          md: 'repeat(4, 1fr)',
        }}
      >
        {BUILT_IN_TEMPLATES.map((template) => (
          <li key={template.id}>
            {(template.isPremium ? gatePremium : (card: ReactNode) => card)(
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  onClick={() => setChosen(template)}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <CardTitleRow
                      title={template.title}
                      component="h3"
                      fontWeight={700}
                    >
                      {template.isPremium ? (
                        <WorkspacePremiumIcon
                          fontSize="small"
                          color="secondary"
                          aria-label="Premium template"
                        />
                      ) : null}
                    </CardTitleRow>
                    <Typography variant="body2" color="text.secondary">
                      {template.subtitle}
                    </Typography>
                    <Chip
                      size="small"
                      sx={{ mt: 1 }}
                      label={`$${template.budgetRange.min}-${template.budgetRange.max}`}
                    />
                  </CardContent>
                </CardActionArea>
              </Card>,
            )}
          </li>
        ))}
      </GridList>
      {chosen ? (
        <LazyDialog>
          <TemplateDialog
            template={chosen}
            onClose={() => setChosen(null)}
            onCreate={onCreate}
          />
        </LazyDialog>
      ) : null}
    </Box>
  );
});
