import { PLAN_CATEGORIES } from '@app/shared/interests';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Badge, Box, Chip, IconButton } from '@mui/material';
import { useState } from 'react';

import { LoadWhenOpened } from '../../../components/lazy-dialog';
import { preloadable } from '../../../lib/preloadable';

// The menu's code (popover, focus handling) loads when it first opens.
const SubcategoryMenu = preloadable(() =>
  import('./subcategory-menu').then((m) => ({ default: m.SubcategoryMenu })),
);

type Props = {
  value: string[];
  onChange: (next: string[]) => void;
};

const subKey = (category: string, sub: string) => `${category}: ${sub}`;
const belongsTo = (interest: string, category: string) =>
  interest === category || interest.startsWith(`${category}: `);

/** 9 categories; the chip toggles the whole category, the menu its subcategories. */
export function InterestPicker({ value, onChange }: Props) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; id: string } | null>(
    null,
  );
  const toggleCategory = (id: string) => {
    const selected = value.some((v) => belongsTo(v, id));
    onChange(
      selected ? value.filter((v) => !belongsTo(v, id)) : [...value, id],
    );
  };
  const toggleSub = (id: string, sub: string) => {
    const key = subKey(id, sub);
    onChange(
      value.includes(key) ? value.filter((v) => v !== key) : [...value, key],
    );
  };
  const open = PLAN_CATEGORIES.find((c) => c.id === menu?.id);

  return (
    <Box
      role="group"
      aria-label="Interests"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {PLAN_CATEGORIES.map((category) => {
        const selected = value.some((v) => belongsTo(v, category.id));
        const subCount = value.filter((v) =>
          v.startsWith(`${category.id}: `),
        ).length;
        return (
          <Box
            key={category.id}
            sx={{ display: 'inline-flex', alignItems: 'center' }}
          >
            <Badge badgeContent={subCount} color="secondary">
              <Chip
                label={category.label}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                onClick={() => toggleCategory(category.id)}
                aria-pressed={selected}
              />
            </Badge>
            <IconButton
              size="small"
              aria-label={`${category.label} subcategories`}
              aria-haspopup="menu"
              onClick={(e) =>
                setMenu({ anchor: e.currentTarget, id: category.id })
              }
            >
              <ArrowDropDownIcon />
            </IconButton>
          </Box>
        );
      })}
      <LoadWhenOpened open={menu !== null}>
        <SubcategoryMenu
          anchor={menu?.anchor}
          category={open}
          isChecked={(sub) =>
            open !== undefined && value.includes(subKey(open.id, sub))
          }
          onToggle={(sub) => open && toggleSub(open.id, sub)}
          onClose={() => setMenu(null)}
        />
      </LoadWhenOpened>
    </Box>
  );
}
