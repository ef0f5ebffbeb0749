import type { PLAN_CATEGORIES } from '@app/shared/interests';
import CheckIcon from '@mui/icons-material/Check';
import {
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';

type Category = (typeof PLAN_CATEGORIES)[number];

type Props = {
  anchor: HTMLElement | undefined;
  /** The category whose subcategories are listed; none while closed. */
  category: Category | undefined;
  isChecked: (sub: string) => boolean;
  onToggle: (sub: string) => void;
  onClose: () => void;
};

/** One category's subcategories, each checked on or off. */
export function SubcategoryMenu({
  anchor,
  category,
  isChecked,
  onToggle,
  onClose,
}: Props) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {category && (
        <Typography variant="caption" sx={{ px: 2, color: 'text.secondary' }}>
          {category.label}
        </Typography>
      )}
      {category?.subcategories.map((sub) => {
        const checked = isChecked(sub);
        return (
          <MenuItem
            key={sub}
            role="menuitemcheckbox"
            aria-checked={checked}
            onClick={() => onToggle(sub)}
          >
            <ListItemIcon>
              {checked && <CheckIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{sub}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
