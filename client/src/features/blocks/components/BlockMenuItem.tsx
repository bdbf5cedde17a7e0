import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../../components/Icon';

// Loaded when first opened: the menus are on every post page, the dialog rarely.
const BlockUserDialog = lazy(() => import('./BlockUserDialog').then((m) => ({ default: m.BlockUserDialog })));

/**
 * "Block" for a post's or comment's menu: opens the confirm dialog. `onOpen` lets the host close its menu.
 * Rendered as a menu item button; the dialog is portalled, so it outlives the closed menu.
 */
export function useBlockMenuItem(target: { userId: string; name: string; isClubOwner?: boolean } | null) {
  const [open, setOpen] = useState(false);
  const item = (onOpen?: () => void, as: 'menuitem' | 'button' = 'menuitem') =>
    target ? (
      <button
        type="button"
        role={as === 'menuitem' ? 'menuitem' : undefined}
        data-danger
        data-testid="block-user"
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {as === 'menuitem' ? <Icon name="eyeOff" size={16} /> : null}
        <FormattedMessage id="blocks.action.block" />
      </button>
    ) : null;
  const dialog =
    target && open ? (
      <Suspense fallback={null}>
        <BlockUserDialog open onClose={() => setOpen(false)} userId={target.userId} name={target.name} isClubOwner={target.isClubOwner} />
      </Suspense>
    ) : null;
  return { item, dialog, available: target !== null };
}
