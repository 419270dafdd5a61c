/** Drop-down menus of the mapping screens are at most 266 px high; longer ones scroll (MAP-21). */
export const MENU_MAX_HEIGHT = 266;

/** The props a MUI `Select` (a `TextField` with `select`) needs for the limit. */
export const SELECT_MENU_PROPS = { MenuProps: { slotProps: { paper: { sx: { maxHeight: MENU_MAX_HEIGHT } } } } } as const;
