/** The top bar's items: Chakra's small ghost button, white on the brand colour (shell-css). */
export const TOP_BAR_ITEM_CLASS = 'mv-button mv-button--sm mv-button--ghost mv-button--on-brand';
