/** The pause between the warning and the link dialog (SUP-16). */
export const LINK_SWITCH_MS = 500;
/** The pause between a link's success message and the reload (SUP-17). */
export const RELOAD_AFTER_LINK_MS = 1500;
